import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "#db/client";
import { activityLog, customerServices, renewalReminders } from "#db/schema";
import { SITE_URL, test } from "#tests/helpers/fixtures";
import { addService, outbox } from "#features/customer-portal/api/fixtures";
import pino from "pino";
import {
  createServiceEndJob,
  endServicesDue,
} from "#features/customer-services/service-end-job.server";
import { runRenewalReminders } from "#features/renewals/reminders.server";
import type { PortalService } from "#features/customer-portal/portal-views";

// Decision 046: an approved cancellation ends the service at its expiry (the default) or at once.
test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });

// The file's database and sessions are made here, within the hooks' longer time limit.
test.beforeAll(({ adminApi, customerApi }) => {
  expect([adminApi.cookie, customerApi.cookie]).not.toContain("");
});

const DAY = 24 * 60 * 60 * 1000;
/** 8 March 2099, noon UTC: "fino all'8 marzo 2099" (elided). */
const EIGHTH_OF_MARCH = new Date("2099-03-08T12:00:00Z");

type Apis = {
  db: Database;
  customerApi: { id: number; call: (m: string, p: string, b?: unknown) => Promise<Response> };
};

async function requestCancellation({ db, customerApi }: Apis, serviceName: string, expiry: Date) {
  const serviceId = await addService(db, customerApi.id, { serviceName, expiryDate: expiry });
  const res = await customerApi.call("POST", "/customer/cancellation-requests", {
    serviceId,
    reason: "Chiudiamo la sede e non ci serve più.",
  });
  expect(res.status).toBe(201);
  return { serviceId, requestId: ((await res.json()) as { id: number }).id };
}

const serviceOf = async (db: Database, id: number) =>
  (await db.select().from(customerServices).where(eq(customerServices.id, id)))[0]!;

describe("approving a cancellation (decision 046)", () => {
  test("by default keeps the service until its expiry, not renewing, and says so", async ({
    db,
    adminApi,
    customerApi,
  }) => {
    const { serviceId, requestId } = await requestCancellation(
      { db, customerApi },
      "Hosting Scadenza",
      EIGHTH_OF_MARCH,
    );
    const res = await adminApi.call("PUT", `/admin/cancellation-requests/${requestId}`, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "approved",
      serviceEnds: "at_expiry",
      serviceStatus: "active",
      serviceEndsAt: EIGHTH_OF_MARCH.toISOString(),
    });
    const service = await serviceOf(db, serviceId);
    expect(service.status).toBe("active");
    expect(service.endsAt).toEqual(EIGHTH_OF_MARCH);

    const [mail] = await outbox(db);
    expect(mail!.subject).toBe("Disdetta approvata: Hosting Scadenza");
    expect(mail!.text).toContain(
      `Il servizio "Hosting Scadenza" resterà attivo fino all'8 marzo 2099 e non verrà rinnovato.`,
    );
    expect(mail!.text).not.toMatch(/disdetto|effetto immediato/);

    // The customer area shows the end; the decision's log entry records the choice.
    const services = (await (
      await customerApi.call("GET", "/customer/services")
    ).json()) as PortalService[];
    expect(services.find((s) => s.id === serviceId)).toMatchObject({
      status: "active",
      endsAt: EIGHTH_OF_MARCH.toISOString(),
    });
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entity, "cancellation-requests"),
          eq(activityLog.entityId, String(requestId)),
        ),
      );
    expect(entry?.changes).toMatchObject({
      status: { from: "pending", to: "approved" },
      serviceEnds: { from: null, to: "at_expiry" },
    });
  });

  test('"subito" cancels the service at once and says so', async ({
    db,
    adminApi,
    customerApi,
  }) => {
    const { serviceId, requestId } = await requestCancellation(
      { db, customerApi },
      "Hosting Subito",
      EIGHTH_OF_MARCH,
    );
    const res = await adminApi.call("PUT", `/admin/cancellation-requests/${requestId}`, {
      decision: "approved",
      serviceEnds: "now",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ serviceEnds: "now", serviceStatus: "cancelled" });
    expect(await serviceOf(db, serviceId)).toMatchObject({ status: "cancelled", endsAt: null });
    const [mail] = await outbox(db);
    expect(mail!.text).toContain(
      `Il servizio "Hosting Subito" è stato disdetto con effetto immediato.`,
    );
    expect(mail!.text).not.toContain("resterà attivo");
  });

  test('validates the choice; "alla scadenza" of an expired service is refused', async ({
    db,
    adminApi,
    customerApi,
  }) => {
    const { serviceId, requestId } = await requestCancellation(
      { db, customerApi },
      "Hosting Scaduto",
      new Date(Date.now() + 5 * DAY),
    );
    const path = `/admin/cancellation-requests/${requestId}`;
    const bad = await adminApi.call("PUT", path, { decision: "approved", serviceEnds: "domani" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([
      { path: "serviceEnds", message: "Scegli quando termina il servizio: alla scadenza o subito" },
    ]);

    // Expired since 11 March 2020 (l'11: elided) while the request waited.
    await db
      .update(customerServices)
      .set({ expiryDate: new Date("2020-03-11T12:00:00Z") })
      .where(eq(customerServices.id, serviceId));
    const refused = await adminApi.call("PUT", path, { decision: "approved" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "Il servizio è scaduto l'11 marzo 2020: per approvare la disdetta scegli «Subito».",
    });
    expect(await serviceOf(db, serviceId)).toMatchObject({ status: "active", endsAt: null });

    const now = await adminApi.call("PUT", path, { decision: "approved", serviceEnds: "now" });
    expect(now.status).toBe(200);
  });
});

describe("a service that does not renew", () => {
  test("ends once its expiry day has passed in Rome, once, and gets no reminders", async ({
    db,
    customerApi,
  }) => {
    const LAST_DAY = new Date("2098-06-20T12:00:00Z");
    const ending = await addService(db, customerApi.id, {
      serviceName: "Hosting Finale",
      expiryDate: LAST_DAY,
      endsAt: LAST_DAY,
    });
    const renewing = await addService(db, customerApi.id, {
      serviceName: "Hosting Rinnovabile",
      expiryDate: LAST_DAY,
    });

    // 23:30 in Rome (summer time) on its last day: still active.
    expect(await endServicesDue(db, new Date("2098-06-20T21:30:00Z"))).toEqual({ ended: 0 });
    expect((await serviceOf(db, ending)).status).toBe("active");
    // Reminders a week before: only the renewing service gets one.
    await runRenewalReminders(db, {
      mailTo: "info@example.it",
      siteUrl: SITE_URL,
      now: new Date("2098-06-13T09:00:00Z"),
    });
    const reminded = await db.select().from(renewalReminders);
    expect(reminded.map((r) => r.serviceId)).toEqual([renewing]);

    // 00:30 in Rome the day after: ended; a second pass changes nothing.
    const after = new Date("2098-06-20T22:30:00Z");
    expect(await endServicesDue(db, after)).toEqual({ ended: 1 });
    expect(await endServicesDue(db, after)).toEqual({ ended: 0 });
    expect((await serviceOf(db, ending)).status).toBe("cancelled");
    expect((await serviceOf(db, renewing)).status).toBe("active");

    // The server's job does the same pass on today's date.
    const lastWeek = new Date(Date.now() - 7 * DAY);
    const ended = await addService(db, customerApi.id, { expiryDate: lastWeek, endsAt: lastWeek });
    const job = createServiceEndJob({ db, logger: pino({ level: "silent" }) });
    expect(await job.runNow()).toEqual({ ended: 1 });
    await job.stop();
    expect((await serviceOf(db, ended)).status).toBe("cancelled");
  });
});
