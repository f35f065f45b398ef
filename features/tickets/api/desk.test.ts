import { beforeAll, describe, expect, it } from "vitest";
import { fileFixtures, SITE_URL, test } from "#tests/helpers/fixtures";
import { and, eq } from "drizzle-orm";
import { activityLog, customerTickets } from "#db/schema";
import type { DeskTicket, DeskTicketThread } from "#features/support-desk/desk-views";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import { addMessage, addService, addTicket, outbox } from "#features/customer-portal/api/fixtures";
import { validationOf } from "#features/customers/api/fixtures";

test.override("apiEnv", { PUBLIC_SITE_URL: SITE_URL });
const kit = fileFixtures();
let own: number;
let other: number;
let publicTicket: number;
let otherCustomer: number;

beforeAll(async () => {
  const db = kit.db;
  const serviceId = await addService(db, kit.customerApi.id, { serviceName: "Hosting Rossi" });
  own = await addTicket(db, kit.customerApi.id, {
    title: "Posta lenta",
    priority: "high",
    serviceId,
    createdAt: new Date(Date.now() - 3_000_000),
    updatedAt: new Date(Date.now() - 3_000_000),
  });
  await addMessage(db, own, {
    authorType: "customer",
    authorId: kit.customerApi.id,
    message: "La posta arriva in ritardo.",
    createdAt: new Date(Date.now() - 3_000_000),
  });
  otherCustomer = await addCustomer(db, { email: "altro@example.it", password: "Cliente2026!" });
  other = await addTicket(db, otherCustomer, {
    title: "Fattura doppia",
    status: "closed",
    priority: "low",
    category: "billing",
    createdAt: new Date(Date.now() - 2_000_000),
    updatedAt: new Date(Date.now() - 2_000_000),
  });
  publicTicket = await addTicket(db, null, {
    title: "Richiesta dal sito",
    contactName: "Laura Verdi",
    contactEmail: "laura.verdi@example.it",
    priority: "critical",
    createdAt: new Date(Date.now() - 1_000_000),
    updatedAt: new Date(Date.now() - 1_000_000),
  });
});

const list = async (query = "") => {
  const res = await kit.adminApi.call("GET", `/admin/tickets${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: DeskTicket[] }).items;
};

describe("access", () => {
  it("needs an admin session and refuses foreign origins", async () => {
    await kit.expectGuarded([
      { method: "GET", path: "/admin/tickets" },
      { method: "GET", path: `/admin/tickets/${own}` },
      { method: "POST", path: `/admin/tickets/${own}/messages`, body: { message: "Ciao" } },
      { method: "PATCH", path: `/admin/tickets/${own}`, body: { status: "closed" } },
    ]);
  });
});

describe("GET /api/admin/tickets", () => {
  it("lists every ticket, public ones with their contact, latest activity first", async () => {
    const rows = await list();
    expect(rows.map((t) => t.id)).toEqual([publicTicket, other, own]);
    expect(rows[0]).toMatchObject({
      customerId: null,
      requesterName: "Laura Verdi",
      requesterEmail: "laura.verdi@example.it",
      contactEmail: "laura.verdi@example.it",
    });
    expect(rows[2]).toMatchObject({
      requesterName: "Mario Rossi",
      requesterEmail: "guardia@example.it",
      serviceName: "Hosting Rossi",
      messageCount: 1,
    });
  });

  it("filters by status, priority and customer", async () => {
    expect((await list("?status=closed")).map((t) => t.id)).toEqual([other]);
    expect((await list("?priority=critical")).map((t) => t.id)).toEqual([publicTicket]);
    expect((await list(`?customerId=${otherCustomer}`)).map((t) => t.id)).toEqual([other]);
    expect((await list("?status=&priority=")).length).toBe(3);
  });

  it("refuses unknown filter values with a 400", async () => {
    expect(
      (await validationOf(await kit.adminApi.call("GET", "/admin/tickets?status=perso"))).message,
    ).toBe("Seleziona uno stato valido");
    expect((await kit.adminApi.call("GET", "/admin/tickets?customerId=abc")).status).toBe(400);
  });
});

describe("GET /api/admin/tickets/:id", () => {
  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of ["999999", "abc", "0", "1.5"]) {
      const res = await kit.adminApi.call("GET", `/admin/tickets/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: "Ticket non trovato" });
    }
  });

  it("opens a public ticket's thread with its description", async () => {
    const res = await kit.adminApi.call("GET", `/admin/tickets/${publicTicket}`);
    const thread = (await res.json()) as DeskTicketThread;
    expect(thread.messages).toEqual([
      expect.objectContaining({
        id: null,
        authorType: "customer",
        message: "Descrizione del problema",
      }),
    ]);
  });
});

describe("POST /api/admin/tickets/:id/messages", () => {
  it("validates the message and the JSON", async () => {
    const empty = await validationOf(
      await kit.adminApi.call("POST", `/admin/tickets/${own}/messages`, { message: "  " }),
    );
    expect(empty.fields).toEqual({ message: "Messaggio richiesto" });
    const missing = await validationOf(
      await kit.adminApi.call("POST", `/admin/tickets/${own}/messages`, {}),
    );
    expect(missing.message).toBe("Messaggio richiesto");
    expect(
      (await kit.adminApi.call("POST", `/admin/tickets/${own}/messages`, "{rotto")).status,
    ).toBe(400);
    expect(
      (await kit.adminApi.call("POST", "/admin/tickets/999999/messages", { message: "Ciao" }))
        .status,
    ).toBe(404);
  });

  it("keeps an internal note out of the customer's view and out of the mail", async () => {
    const before = (await outbox(kit.db)).length;
    const kicks = kit.mailKicks.count;
    const res = await kit.adminApi.call("POST", `/admin/tickets/${own}/messages`, {
      message: "Nota: verificare la coda SMTP del cliente.",
      isInternal: true,
    });
    expect(res.status).toBe(201);
    const { ticket, mailed } = (await res.json()) as { ticket: DeskTicketThread; mailed: boolean };
    expect(mailed).toBe(false);
    expect(ticket.status).toBe("open");
    expect(ticket.messages.at(-1)).toMatchObject({
      authorType: "admin",
      authorName: "admin",
      isInternal: true,
    });
    expect((await outbox(kit.db)).length).toBe(before);
    expect(kit.mailKicks.count).toBe(kicks);

    const asCustomer = await kit.api.request(`/customer/tickets/${own}`, {
      headers: { Cookie: kit.customerApi.cookie },
    });
    expect(asCustomer.status).toBe(200);
    const text = await asCustomer.text();
    expect(text).not.toContain("verificare la coda SMTP");
    const listed = await kit.api.request("/customer/tickets", {
      headers: { Cookie: kit.customerApi.cookie },
    });
    expect(await listed.text()).not.toContain("verificare la coda SMTP");
  });

  it("mails a reply to the customer and moves an open ticket to in_progress", async () => {
    const kicks = kit.mailKicks.count;
    const res = await kit.adminApi.call("POST", `/admin/tickets/${own}/messages`, {
      message: "Abbiamo liberato la coda: ora la posta arriva regolarmente.",
    });
    expect(res.status).toBe(201);
    const { ticket, mailed } = (await res.json()) as { ticket: DeskTicketThread; mailed: boolean };
    expect(mailed).toBe(true);
    expect(ticket.status).toBe("in_progress");
    expect(kit.mailKicks.count).toBe(kicks + 1);
    const [mail] = await outbox(kit.db);
    expect(mail).toMatchObject({ to: "guardia@example.it", status: "pending" });
    expect(mail!.subject).toBe(`[#${own}] Risposta al ticket n. ${own}: Posta lenta`);
    expect(mail!.text).toContain("Abbiamo liberato la coda");
    expect(mail!.text).toContain(`${SITE_URL}/customer/login`);
    // Signed with the company data of the settings (their defaults here).
    expect(mail!.text).toMatch(
      /il supporto clienti di Scaligera Digital\nTel\. \+39 045 000 1122\nE-mail: info@scaligeradigital\.example$/,
    );

    const asCustomer = await kit.api.request(`/customer/tickets/${own}`, {
      headers: { Cookie: kit.customerApi.cookie },
    });
    const thread = (await asCustomer.json()) as { status: string; messages: { message: string }[] };
    expect(thread.status).toBe("in_progress");
    expect(thread.messages.at(-1)?.message).toContain("Abbiamo liberato la coda");
  });

  it("mails the reply to a public ticket's contact e-mail; a closed ticket stays closed", async () => {
    await kit.adminApi.call("POST", `/admin/tickets/${publicTicket}/messages`, {
      message: "Grazie, la ricontatteremo in giornata.",
    });
    expect((await outbox(kit.db))[0]).toMatchObject({ to: "laura.verdi@example.it" });
    const res = await kit.adminApi.call("POST", `/admin/tickets/${other}/messages`, {
      message: "Rimborsata.",
    });
    const { ticket } = (await res.json()) as { ticket: DeskTicketThread };
    expect(ticket.status).toBe("closed");
    expect((await outbox(kit.db))[0]).toMatchObject({ to: "altro@example.it" });
  });
});

describe("PATCH /api/admin/tickets/:id", () => {
  it("changes status, priority and assignment", async () => {
    const res = await kit.adminApi.call("PATCH", `/admin/tickets/${own}`, {
      status: "closed",
      priority: "critical",
      assignedToAdmin: kit.adminApi.id,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "closed",
      priority: "critical",
      assignedToAdmin: kit.adminApi.id,
      assignedToName: "admin",
    });
    const unassigned = await kit.adminApi.call("PATCH", `/admin/tickets/${own}`, {
      assignedToAdmin: null,
    });
    expect(await unassigned.json()).toMatchObject({ status: "closed", assignedToAdmin: null });
    const [row] = await kit.db.select().from(customerTickets).where(eq(customerTickets.id, own));
    expect(row).toMatchObject({ status: "closed", priority: "critical", assignedToAdmin: null });
  });

  it("validates the fields and refuses unknown tickets and admins", async () => {
    const path = `/admin/tickets/${own}`;
    expect(
      (await validationOf(await kit.adminApi.call("PATCH", path, { status: "perso" }))).fields,
    ).toEqual({
      status: "Seleziona uno stato valido",
    });
    expect(
      (await validationOf(await kit.adminApi.call("PATCH", path, { priority: "x" }))).message,
    ).toBe("Seleziona una priorità valida");
    expect((await validationOf(await kit.adminApi.call("PATCH", path, {}))).message).toBe(
      "Indica almeno un campo da modificare",
    );
    expect(
      (await validationOf(await kit.adminApi.call("PATCH", path, { assignedToAdmin: 99999 })))
        .message,
    ).toBe("Amministratore non trovato");
    expect((await kit.adminApi.call("PATCH", path, "{")).status).toBe(400);
    expect(
      (await kit.adminApi.call("PATCH", "/admin/tickets/999999", { status: "open" })).status,
    ).toBe(404);
    expect(
      (await kit.adminApi.call("PATCH", "/admin/tickets/abc", { status: "open" })).status,
    ).toBe(404);
  });
});

describe("the activity log of the desk's writes (decision 032)", () => {
  const ticketLog = (id: number) =>
    kit.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "tickets"), eq(activityLog.entityId, String(id))))
      .orderBy(activityLog.id);

  it("records a status change from the old value to the new; a refused change records nothing", async () => {
    const id = await addTicket(kit.db, kit.customerApi.id, { title: "Stampante ferma" });
    const refused = await kit.adminApi.call("PATCH", `/admin/tickets/${id}`, {
      status: "closed",
      assignedToAdmin: 99999,
    });
    expect(refused.status).toBe(400);
    expect(await ticketLog(id)).toEqual([]);

    const res = await kit.adminApi.call("PATCH", `/admin/tickets/${id}`, { status: "closed" });
    expect(res.status).toBe(200);
    const log = await ticketLog(id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: "update", label: "Stampante ferma", method: "PATCH" });
    // Closing records when and by whom (decision 066).
    expect(log[0]?.changes).toEqual({
      status: { from: "open", to: "closed" },
      closedAt: { from: null, to: expect.any(String) },
      closedBy: { from: null, to: "admin" },
    });
  });

  it("records a reply with the ticket's own change (open to in progress)", async () => {
    const id = await addTicket(kit.db, kit.customerApi.id, { title: "Sito lento" });
    const res = await kit.adminApi.call("POST", `/admin/tickets/${id}/messages`, {
      message: "Stiamo verificando il server.",
    });
    expect(res.status).toBe(201);
    const log = await ticketLog(id);
    expect(log).toHaveLength(1);
    expect(log[0]?.changes).toEqual({
      status: { from: "open", to: "in_progress" },
      message: { to: "Stiamo verificando il server." },
      isInternal: { to: false },
    });
  });
});

describe("a ticket whose customer was deleted", () => {
  it("names no public form and says the customer was deleted", async () => {
    const gone = await addCustomer(kit.db, {
      email: "eliminato@example.it",
      password: "Cliente2026!",
    });
    const ticket = await addTicket(kit.db, gone, { title: "Sito lento" });
    expect((await kit.adminApi.call("DELETE", `/admin/customers/${gone}`)).status).toBe(204);
    const row = (await list()).find((t) => t.id === ticket);
    expect(row).toMatchObject({
      customerId: null,
      contactName: null,
      requesterName: "Cliente eliminato",
    });
  });
});
