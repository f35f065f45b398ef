import { beforeAll, describe, expect, it } from "vitest";
import { fileFixtures, SITE_URL, test } from "#tests/helpers/fixtures";
import { and, eq } from "drizzle-orm";
import { activityLog, customerCommunications, customerUsers, serviceTemplates } from "#db/schema";
import type { DeskCommunication } from "#features/support-desk/desk-views";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import {
  addCommunication,
  addService,
  addTemplate,
  outbox,
} from "#features/customer-portal/api/fixtures";
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
      audience: "all",
      confirmedCount: 2,
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

describe("the recipients: explicit, previewed, confirmed (issue 22)", () => {
  let hosting: number;
  let upkeep: number;
  const message = {
    title: "Rinnovo dei certificati",
    content: "Questa settimana rinnoviamo i certificati SSL dei siti in hosting.",
    type: "info",
  };
  const preview = (body: object) =>
    kit.adminApi.call("POST", "/admin/communications/preview", { ...message, ...body });
  const send = (body: object) =>
    kit.adminApi.call("POST", "/admin/communications", { ...message, ...body });
  const stored = async () => (await kit.db.select().from(customerCommunications)).length;

  beforeAll(async () => {
    await kit.db
      .update(customerUsers)
      .set({ firstName: "Giulia", lastName: "Conti" })
      .where(eq(customerUsers.id, kit.customerApi.id));
    hosting = await addTemplate(kit.db);
    upkeep = await addTemplate(kit.db, "yearly", { basePrice: 300, basePricePeriod: "yearly" });
    await kit.db
      .update(serviceTemplates)
      .set({ name: "Manutenzione sito", category: "manutenzione" })
      .where(eq(serviceTemplates.id, upkeep));
    // Hosting: active for Mario Rossi and Giulia Conti; the deactivated customer's does not count.
    await addService(kit.db, active, { templateId: hosting });
    await addService(kit.db, kit.customerApi.id, { templateId: hosting });
    await addService(kit.db, inactive, { templateId: hosting });
    // Maintenance: only a suspended one (no recipient) and Giulia Conti's active one.
    await addService(kit.db, active, { templateId: upkeep, status: "suspended" });
    await addService(kit.db, kit.customerApi.id, { templateId: upkeep });
  });

  it("validates the explicit choice; 'all' is no customer id", async () => {
    const res = await validationOf(await preview({ audience: "template" }));
    expect(res.fields).toEqual({ templateId: "Seleziona il servizio" });
    const category = await validationOf(await preview({ audience: "category", category: "x" }));
    expect(category.fields).toEqual({ category: "Seleziona la categoria" });
    const audience = await validationOf(await send({ audience: "tutti" }));
    expect(Object.keys(audience.fields)).toEqual(["audience"]);
    const old = await validationOf(await send({ customerId: "all" }));
    expect(old.fields).toEqual({ customerId: "Seleziona il destinatario" });
    const unknown = await validationOf(await preview({ audience: "template", templateId: 999999 }));
    expect(unknown.fields).toEqual({ templateId: "Servizio non trovato" });
    const nobody = await validationOf(
      await preview({ audience: "category", category: "consulenza" }),
    );
    expect(nobody.fields).toEqual({
      category: "Nessun cliente attivo con un servizio attivo di questo tipo",
    });
  });

  it("resolves a template or a category to the active customers with an active service", async () => {
    const byTemplate = await preview({ audience: "template", templateId: hosting });
    expect(byTemplate.status).toBe(200);
    expect(await byTemplate.json()).toMatchObject({
      count: 2,
      names: ["Giulia Conti", "Mario Rossi"],
    });
    const byUpkeep = await (await preview({ audience: "template", templateId: upkeep })).json();
    expect(byUpkeep).toMatchObject({ count: 1, names: ["Giulia Conti"] });
    const byCategory = await (
      await preview({ audience: "category", category: "manutenzione" })
    ).json();
    expect(byCategory).toMatchObject({ count: 1, names: ["Giulia Conti"] });
    const all = await (await preview({ audience: "all" })).json();
    expect(all).toMatchObject({ count: 2 });
  });

  it("previews the mail as sent, greeting once, and stores nothing, not even a log entry", async () => {
    const entries = async () => (await kit.db.select().from(activityLog)).length;
    const [rows, mails, logged] = [await stored(), (await outbox(kit.db)).length, await entries()];
    const res = await preview({ audience: "template", templateId: hosting });
    const { mail } = (await res.json()) as { mail: { to: string; subject: string; text: string } };
    expect(mail.subject).toBe("Informazione: Rinnovo dei certificati");
    expect(mail.text.startsWith("Gentile Giulia Conti,\n\nQuesta settimana rinnoviamo")).toBe(true);
    expect(mail.text.match(/Gentile/g)).toHaveLength(1);
    expect(mail.text).toContain("Cordiali saluti");
    expect(await stored()).toBe(rows);
    expect((await outbox(kit.db)).length).toBe(mails);
    expect(await entries()).toBe(logged);
  });

  it("sends to several only with the count confirmed, and re-checks it", async () => {
    const rows = await stored();
    const unconfirmed = await send({ audience: "template", templateId: hosting });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({
      message: "Conferma l'invio: la comunicazione andrebbe a più clienti",
    });
    const changed = await send({ audience: "template", templateId: hosting, confirmedCount: 1 });
    expect(changed.status).toBe(409);
    expect(await stored()).toBe(rows);

    const before = (await outbox(kit.db)).length;
    const ok = await send({ audience: "template", templateId: hosting, confirmedCount: 2 });
    expect(ok.status).toBe(201);
    const sent = (await ok.json()) as DeskCommunication[];
    expect(sent.map((r) => r.customerId).sort()).toEqual([kit.customerApi.id, active].sort());
    const mails = (await outbox(kit.db)).slice(0, 2);
    expect((await outbox(kit.db)).length).toBe(before + 2);
    expect(mails.map((m) => m.text.split("\n")[0]).sort()).toEqual([
      "Gentile Giulia Conti,",
      "Gentile Mario Rossi,",
    ]);
    // One customer needs no confirmation.
    expect((await send({ customerId: active })).status).toBe(201);
  });
});
