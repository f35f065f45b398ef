import { beforeAll, describe, expect, it } from "vitest";
import { fileFixtures, SITE_URL, test } from "#tests/helpers/fixtures";
import { and, eq } from "drizzle-orm";
import { activityLog, customerCommunications } from "#db/schema";
import type { DeskCommunication } from "#features/support-desk/desk-views";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import { addCommunication, outbox } from "#features/customer-portal/api/fixtures";
import { validationOf } from "#features/customers/api/fixtures";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });
const kit = fileFixtures();
let active: number;
let inactive: number;
const valid = {
  title: "Manutenzione programmata",
  content: "Sabato dalle 22 alle 24 i server di posta saranno in manutenzione.",
  type: "warning",
};

beforeAll(async () => {
  active = await addCustomer(kit.db, {
    email: "attivo@example.it",
    password: "Cliente2026!",
  });
  inactive = await addCustomer(kit.db, {
    email: "spento@example.it",
    password: "Cliente2026!",
    isActive: false,
  });
});

describe("access", () => {
  it("needs an admin session and refuses foreign origins", async () => {
    await kit.expectGuarded([
      { method: "GET", path: "/admin/communications" },
      { method: "POST", path: "/admin/communications", body: { ...valid, customerId: active } },
      { method: "DELETE", path: "/admin/communications/1" },
    ]);
  });
});

describe("POST /api/admin/communications", () => {
  it("validates with the spec's messages", async () => {
    const res = await validationOf(
      await kit.adminApi.call("POST", "/admin/communications", {
        customerId: "",
        title: "Ciao",
        content: "corto",
        type: "x",
      }),
    );
    expect(res.fields).toEqual({
      customerId: "Seleziona il destinatario",
      title: "Titolo richiesto (minimo 5 caratteri)",
      content: "Contenuto richiesto",
      type: "Seleziona un tipo di comunicazione",
    });
    expect((await kit.adminApi.call("POST", "/admin/communications", "{x")).status).toBe(400);
  });

  it("answers 404 for an unknown customer and stores nothing", async () => {
    const res = await kit.adminApi.call("POST", "/admin/communications", {
      ...valid,
      customerId: 999999,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Cliente non trovato" });
    expect(await kit.db.select().from(customerCommunications)).toEqual([]);
  });

  it("writes to one customer with one e-mail", async () => {
    const before = (await outbox(kit.db)).length;
    const kicks = kit.mailKicks.count;
    const res = await kit.adminApi.call("POST", "/admin/communications", {
      ...valid,
      customerId: String(active),
    });
    expect(res.status).toBe(201);
    const rows = (await res.json()) as DeskCommunication[];
    expect(rows).toEqual([
      expect.objectContaining({
        customerId: active,
        customerName: "Mario Rossi",
        customerEmail: "attivo@example.it",
        title: valid.title,
        type: "warning",
        isRead: false,
      }),
    ]);
    const mails = await outbox(kit.db);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({
      to: "attivo@example.it",
      subject: "Avviso: Manutenzione programmata",
    });
    expect(mails[0]!.text).toContain(valid.content);
    expect(kit.mailKicks.count).toBe(kicks + 1);
  });

  it("writes to every active customer, never to a deactivated one", async () => {
    const before = (await outbox(kit.db)).length;
    const res = await kit.adminApi.call("POST", "/admin/communications", {
      customerId: "all",
      title: "Nuovi orari del supporto",
      content: "Dal primo del mese il supporto telefonico risponde dalle 8:30 alle 18:30.",
    });
    expect(res.status).toBe(201);
    const rows = (await res.json()) as DeskCommunication[];
    expect(rows.map((r) => r.customerId).sort()).toEqual([kit.customerApi.id, active].sort());
    expect(rows.every((r) => r.type === "info")).toBe(true);
    const mails = (await outbox(kit.db)).slice(0, rows.length);
    expect((await outbox(kit.db)).length).toBe(before + 2);
    expect(mails.map((m) => m.to).sort()).toEqual(["attivo@example.it", "guardia@example.it"]);
    const stored = await kit.db
      .select()
      .from(customerCommunications)
      .where(eq(customerCommunications.customerId, inactive));
    expect(stored).toEqual([]);

    // The customer reads it in their own area.
    const own = await kit.api.request("/customer/communications", {
      headers: { Cookie: kit.customerApi.cookie },
    });
    expect(await own.text()).toContain("Nuovi orari del supporto");
  });
});

describe("GET and DELETE /api/admin/communications", () => {
  it("lists newest first with customer name and read flag, and deletes", async () => {
    const old = await addCommunication(kit.db, inactive, {
      title: "Vecchio avviso",
      isRead: true,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const res = await kit.adminApi.call("GET", "/admin/communications");
    expect(res.status).toBe(200);
    // One page of the paged list (decision 023).
    const rows = ((await res.json()) as { items: DeskCommunication[] }).items;
    expect(rows.at(-1)).toMatchObject({
      id: old,
      isRead: true,
      customerEmail: "spento@example.it",
    });
    expect(rows[0]!.title).toBe("Nuovi orari del supporto");
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await kit.adminApi.call("DELETE", `/admin/communications/${old}`)).status).toBe(204);
    const again = await kit.adminApi.call("DELETE", `/admin/communications/${old}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Comunicazione non trovata" });
    expect((await kit.adminApi.call("DELETE", "/admin/communications/abc")).status).toBe(404);
  });
});

describe("the activity log of the communications (decision 032)", () => {
  const rowLog = (id: number) =>
    kit.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "communications"), eq(activityLog.entityId, String(id))))
      .orderBy(activityLog.id);

  it("records each recipient's row as created and then as deleted", async () => {
    const res = await kit.adminApi.call("POST", "/admin/communications", {
      ...valid,
      title: "Avviso da registrare",
      customerId: active,
    });
    expect(res.status).toBe(201);
    const [row] = (await res.json()) as DeskCommunication[];
    let log = await rowLog(row!.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "create", label: "Avviso da registrare" });
    expect(log[0]?.changes).toMatchObject({
      title: { to: "Avviso da registrare" },
      customerId: { to: active },
    });

    expect((await kit.adminApi.call("DELETE", `/admin/communications/${row!.id}`)).status).toBe(
      204,
    );
    log = await rowLog(row!.id);
    expect(log.map((entry) => entry.action)).toEqual(["create", "delete"]);
    expect(log[1]?.changes?.title).toEqual({ from: "Avviso da registrare" });
  });
});
