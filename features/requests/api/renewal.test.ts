import { desc, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { customerServices, mailOutbox, renewalRequests } from "#db/schema";
import { SITE_URL, test } from "#tests/helpers/fixtures";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import { addService, addTemplate } from "#features/customer-portal/api/fixtures";
import type { DeskRenewalRequest, PortalRenewalRequest } from "../renewal.schema";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL, MAIL_TO: "ufficio@example.it" });

// The file's database and sessions are made here, within the hooks' longer time limit.
test.beforeAll(({ adminApi, customerApi }) => {
  expect([adminApi.cookie, customerApi.cookie]).not.toContain("");
});

type Page = { items: DeskRenewalRequest[]; total: number };
const lastMail = async (db: Parameters<typeof addService>[0]) =>
  (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

describe("renewal requests", () => {
  test("need a session of the right kind", async ({ api, adminApi, expectGuarded }) => {
    expect((await api.request("/customer/renewal-requests")).status).toBe(401);
    expect(
      (await adminApi.call("POST", "/customer/renewal-requests", { serviceId: 1 })).status,
    ).toBe(401);
    await expectGuarded([
      { method: "GET", path: "/admin/renewal-requests" },
      { method: "PUT", path: "/admin/renewal-requests/1", body: { decision: "approved" } },
    ]);
  });

  test("the customer files one per service while it is pending; the company is told", async ({
    db,
    customerApi,
  }) => {
    const templateId = await addTemplate(db, "yearly", {
      basePrice: 590,
      basePricePeriod: "yearly",
    });
    const serviceId = await addService(db, customerApi.id, {
      serviceName: "Hosting Pro",
      templateId,
      days: 6,
    });
    const missing = await customerApi.call("POST", "/customer/renewal-requests", {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).issues).toEqual([
      { path: "serviceId", message: "Seleziona il servizio da rinnovare" },
    ]);

    const res = await customerApi.call("POST", "/customer/renewal-requests", { serviceId });
    expect(res.status).toBe(201);
    const created = (await res.json()) as PortalRenewalRequest;
    expect(created).toMatchObject({
      serviceId,
      serviceName: "Hosting Pro",
      status: "pending",
      adminNotes: null,
    });
    const mail = await lastMail(db);
    expect(mail).toMatchObject({ to: "ufficio@example.it", replyTo: "guardia@example.it" });
    expect(mail.subject).toBe(`Richiesta di rinnovo n. ${created.id}: Hosting Pro`);
    expect(mail.text).toContain("Prezzo: € 590/anno");

    const again = await customerApi.call("POST", "/customer/renewal-requests", { serviceId });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message:
        "Hai già una richiesta di rinnovo in attesa per questo servizio: ti risponderemo al più presto.",
    });
    expect(
      await db.select().from(renewalRequests).where(eq(renewalRequests.serviceId, serviceId)),
    ).toHaveLength(1);

    const list = await customerApi.request("/customer/renewal-requests");
    expect(((await list.json()) as PortalRenewalRequest[]).map((r) => r.id)).toEqual([created.id]);
  });

  test("two requests sent at once: one is stored, the other refused", async ({
    db,
    customerApi,
  }) => {
    const serviceId = await addService(db, customerApi.id, { serviceName: "Posta" });
    const answers = await Promise.all(
      [1, 2].map(() => customerApi.call("POST", "/customer/renewal-requests", { serviceId })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(
      await db.select().from(renewalRequests).where(eq(renewalRequests.serviceId, serviceId)),
    ).toHaveLength(1);
  });

  test("refuses another customer's service (404) and a cancelled one (400)", async ({
    db,
    customerApi,
  }) => {
    const otherId = await addCustomer(db, { email: "altro@example.it", password: "Cliente2026!" });
    const foreign = await addService(db, otherId);
    const res = await customerApi.call("POST", "/customer/renewal-requests", {
      serviceId: foreign,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Servizio non trovato" });

    const cancelled = await addService(db, customerApi.id, { status: "cancelled" });
    const refused = await customerApi.call("POST", "/customer/renewal-requests", {
      serviceId: cancelled,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/^Puoi chiedere il rinnovo solo di un servizio/);
    expect(
      await db.select().from(renewalRequests).where(eq(renewalRequests.serviceId, cancelled)),
    ).toEqual([]);
  });

  test("the desk lists them, filters by status and decides once; the customer is told", async ({
    db,
    adminApi,
    customerApi,
  }) => {
    const serviceId = await addService(db, customerApi.id, { serviceName: "Dominio .it" });
    const created = (await (
      await customerApi.call("POST", "/customer/renewal-requests", { serviceId })
    ).json()) as PortalRenewalRequest;

    const page = (await (
      await adminApi.request("/admin/renewal-requests?status=pending&q=Dominio")
    ).json()) as Page;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: created.id,
      serviceName: "Dominio .it",
      customerEmail: "guardia@example.it",
      customerName: "Mario Rossi",
      serviceStatus: "active",
      status: "pending",
    });
    expect((await adminApi.request("/admin/renewal-requests?status=answered")).status).toBe(400);
    const pendingRenewals = async () =>
      (
        (await (await adminApi.request("/admin/dashboard/attention")).json()) as {
          renewals: number;
        }
      ).renewals;
    const pendingBefore = (
      (await (await adminApi.request("/admin/renewal-requests?status=pending")).json()) as Page
    ).total;
    expect(await pendingRenewals()).toBe(pendingBefore);

    const decided = await adminApi.call("PUT", `/admin/renewal-requests/${created.id}`, {
      decision: "approved",
      adminNotes: "Rinnovato per un anno.",
    });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({
      status: "approved",
      adminNotes: "Rinnovato per un anno.",
    });
    const mail = await lastMail(db);
    expect(mail.to).toBe("guardia@example.it");
    expect(mail.subject).toBe("Rinnovo approvato: Dominio .it");
    expect(mail.text).toContain("Rinnovato per un anno.");
    expect(mail.text).toContain(`${SITE_URL}/customer/login`);
    expect(await pendingRenewals()).toBe(pendingBefore - 1);

    const twice = await adminApi.call("PUT", `/admin/renewal-requests/${created.id}`, {
      decision: "rejected",
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).message).toBe(
      "Questa richiesta di rinnovo è già stata gestita: non è più in attesa",
    );
    const missing = await adminApi.call("PUT", "/admin/renewal-requests/999999", {
      decision: "rejected",
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Richiesta di rinnovo non trovata" });

    // Decided: a new request for the same service may be filed again.
    const next = await customerApi.call("POST", "/customer/renewal-requests", { serviceId });
    expect(next.status).toBe(201);
    const [service] = await db
      .select({ status: customerServices.status })
      .from(customerServices)
      .where(eq(customerServices.id, serviceId));
    expect(service!.status).toBe("active");
  });
});
