import { beforeAll, describe, expect, it } from "vitest";
import { fileFixtures, SITE_URL, test } from "#tests/helpers/fixtures";
import { eq } from "drizzle-orm";
import { cancellationRequests, customerServices } from "#db/schema";
import type { DeskCancellationRequest, DeskInfoRequest } from "#features/support-desk/desk-views";
import { addService, outbox } from "#features/customer-portal/api/fixtures";
import { validationOf } from "#features/customers/api/fixtures";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });
const kit = fileFixtures();
let serviceA: number;
let serviceB: number;

beforeAll(async () => {
  serviceA = await addService(kit.db, kit.customerApi.id, { serviceName: "Hosting Rossi" });
  serviceB = await addService(kit.db, kit.customerApi.id, { serviceName: "Backup Rossi" });
});

const asCustomer = (path: string, body: unknown) =>
  kit.api.request(path, {
    method: "POST",
    headers: { Cookie: kit.customerApi.cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function infoRequest(subject = "Spazio aggiuntivo") {
  const res = await asCustomer("/customer/info-requests", {
    serviceId: serviceA,
    subject,
    message: "Quanto costa aggiungere 10 GB alla casella?",
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function cancellation(serviceId: number) {
  const res = await asCustomer("/customer/cancellation-requests", {
    serviceId,
    reason: "Chiudiamo la sede e non ci serve più.",
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("access", () => {
  it("needs an admin session and refuses foreign origins", async () => {
    await kit.expectGuarded([
      { method: "GET", path: "/admin/info-requests" },
      {
        method: "PUT",
        path: "/admin/info-requests/1",
        body: { adminResponse: "Ok", status: "answered" },
      },
      { method: "GET", path: "/admin/cancellation-requests" },
      { method: "PUT", path: "/admin/cancellation-requests/1", body: { decision: "approved" } },
    ]);
  });
});

describe("info requests", () => {
  it("answers a pending request once and mails the customer", async () => {
    const answered = await infoRequest("Prima richiesta");
    const pending = await infoRequest("Seconda richiesta");
    const path = `/admin/info-requests/${answered}`;

    expect(
      (await validationOf(await kit.adminApi.call("PUT", path, { adminResponse: " " }))).fields,
    ).toEqual({
      adminResponse: "Risposta richiesta",
    });
    expect(
      (await kit.adminApi.call("PUT", path, { adminResponse: "Ok", status: "approved" })).status,
    ).toBe(400);
    expect((await kit.adminApi.call("PUT", path, "{")).status).toBe(400);
    for (const id of ["999999", "abc"]) {
      const res = await kit.adminApi.call("PUT", `/admin/info-requests/${id}`, {
        adminResponse: "Ok",
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Richiesta di informazioni non trovata" });
    }

    const kicks = kit.mailKicks.count;
    const res = await kit.adminApi.call("PUT", path, {
      adminResponse: "10 GB aggiuntivi costano 2 euro al mese.",
      status: "answered",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: answered,
      status: "answered",
      adminResponse: "10 GB aggiuntivi costano 2 euro al mese.",
      customerName: "Mario Rossi",
      serviceName: "Hosting Rossi",
    });
    expect(kit.mailKicks.count).toBe(kicks + 1);
    const [mail] = await outbox(kit.db);
    expect(mail).toMatchObject({ to: "guardia@example.it" });
    expect(mail!.subject).toContain("Prima richiesta");
    expect(mail!.text).toContain("10 GB aggiuntivi costano 2 euro al mese.");

    const again = await kit.adminApi.call("PUT", path, { adminResponse: "Di nuovo" });
    expect((await validationOf(again)).message).toBe(
      "Questa richiesta di informazioni ha già ricevuto una risposta",
    );

    const { items: list } = (await (
      await kit.adminApi.call("GET", "/admin/info-requests")
    ).json()) as { items: DeskInfoRequest[] };
    expect(list.map((r) => r.id)).toEqual([pending, answered]);
    const own = await kit.api.request("/customer/info-requests", {
      headers: { Cookie: kit.customerApi.cookie },
    });
    expect(await own.text()).toContain("10 GB aggiuntivi costano 2 euro al mese.");
  });
});

describe("cancellation requests", () => {
  it("validates the decision", async () => {
    const id = await cancellation(serviceB);
    const path = `/admin/cancellation-requests/${id}`;
    expect(
      (await validationOf(await kit.adminApi.call("PUT", path, { decision: "forse" }))).fields,
    ).toEqual({
      decision: "Scegli se approvare o respingere la richiesta",
    });
    expect((await kit.adminApi.call("PUT", path, "{")).status).toBe(400);
    for (const bad of ["999999", "x"]) {
      const res = await kit.adminApi.call("PUT", `/admin/cancellation-requests/${bad}`, {
        decision: "approved",
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Richiesta di disdetta non trovata" });
    }
  });

  it("rejection keeps the service active and mails the customer", async () => {
    const [pending] = await kit.db
      .select({ id: cancellationRequests.id })
      .from(cancellationRequests)
      .where(eq(cancellationRequests.serviceId, serviceB));
    const res = await kit.adminApi.call("PUT", `/admin/cancellation-requests/${pending!.id}`, {
      decision: "rejected",
      adminNotes: "Il contratto scade tra due mesi: la disdetta vale da allora.",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "rejected", serviceStatus: "active" });
    const [service] = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.id, serviceB));
    expect(service!.status).toBe("active");
    const [mail] = await outbox(kit.db);
    expect(mail).toMatchObject({
      to: "guardia@example.it",
      subject: "Disdetta non approvata: Backup Rossi",
    });
    expect(mail!.text).toContain("Il contratto scade tra due mesi");
  });

  it('approval "subito" cancels the service in the same step; a decided request cannot change', async () => {
    const id = await cancellation(serviceA);
    const kicks = kit.mailKicks.count;
    const res = await kit.adminApi.call("PUT", `/admin/cancellation-requests/${id}`, {
      decision: "approved",
      adminNotes: "",
      serviceEnds: "now",
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DeskCancellationRequest;
    expect(body).toMatchObject({
      status: "approved",
      adminNotes: null,
      serviceStatus: "cancelled",
    });
    expect(kit.mailKicks.count).toBe(kicks + 1);
    const [service] = await kit.db
      .select()
      .from(customerServices)
      .where(eq(customerServices.id, serviceA));
    expect(service!.status).toBe("cancelled");
    const [mail] = await outbox(kit.db);
    expect(mail).toMatchObject({ subject: "Disdetta approvata: Hosting Rossi" });

    const mailsBefore = (await outbox(kit.db)).length;
    const again = await kit.adminApi.call("PUT", `/admin/cancellation-requests/${id}`, {
      decision: "rejected",
    });
    expect((await validationOf(again)).message).toBe(
      "Questa richiesta di disdetta è già stata gestita: non è più in attesa",
    );
    expect((await outbox(kit.db)).length).toBe(mailsBefore);
    const [row] = await kit.db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.id, id));
    expect(row!.status).toBe("approved");

    const own = (await (
      await kit.api.request("/customer/cancellation-requests", {
        headers: { Cookie: kit.customerApi.cookie },
      })
    ).json()) as { id: number; status: string }[];
    expect(own.find((r) => r.id === id)?.status).toBe("approved");
  });

  it("lists pending requests first", async () => {
    // serviceB is still active after the rejection: the customer may ask again.
    const pending = await cancellation(serviceB);
    const { items: list } = (await (
      await kit.adminApi.call("GET", "/admin/cancellation-requests")
    ).json()) as { items: DeskCancellationRequest[] };
    expect(list.map((r) => r.status)).toEqual(["pending", "approved", "rejected"]);
    expect(list[0]).toMatchObject({
      id: pending,
      serviceName: "Backup Rossi",
      customerName: "Mario Rossi",
    });
  });
});
