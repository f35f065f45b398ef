import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { customerTickets, ticketMessages } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import type { PortalTicket, PortalTicketThread } from "#features/customer-portal/portal-views";
import {
  addMessage,
  addService,
  addTicket,
  jsonRequest,
  outbox,
  signedInAdmin,
  signedInCustomer,
  withCookie,
} from "#features/customer-portal/api/fixtures";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let mario: { id: number; cookie: string };
let giulia: { id: number; cookie: string };
let kicks = 0;
const valid = {
  title: "Posta non funzionante",
  description: "Da stamattina non ricevo più le email sulla casella ufficio.",
  category: "technical",
  priority: "high",
};

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(
    handle.db,
    { MAIL_TO: "assistenza@scaligeradigital.example" },
    {
      mail: { kick: () => void kicks++ },
    },
  );
  mario = await signedInCustomer(handle.db, api, "mario@example.it");
  giulia = await signedInCustomer(handle.db, api, "giulia@example.it");
});
afterAll(() => handle.close());

const get = (path: string, cookie: string | null) => api.request(path, withCookie(cookie));
const post = (path: string, body: unknown, cookie: string | null) =>
  api.request(path, jsonRequest("POST", body, cookie));

describe("authorization", () => {
  it("answers 401 without a session or with only an admin session", async () => {
    const admin = await signedInAdmin(handle.db, api);
    for (const cookie of [null, admin]) {
      expect((await get("/customer/tickets", cookie)).status).toBe(401);
      expect((await get("/customer/tickets/1", cookie)).status).toBe(401);
      expect((await post("/customer/tickets", valid, cookie)).status).toBe(401);
      expect((await post("/customer/tickets/1/messages", { message: "Ciao" }, cookie)).status).toBe(
        401,
      );
    }
  });
});

describe("POST /api/customer/tickets", () => {
  it("validates with the Italian messages", async () => {
    const res = await post(
      "/customer/tickets",
      { title: "Ciao", description: "corta", category: "x" },
      mario.cookie,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      message: string;
      issues: { path: string; message: string }[];
    };
    expect(body.issues).toEqual([
      { path: "title", message: "Il titolo deve avere almeno 5 caratteri" },
      { path: "description", message: "La descrizione deve avere almeno 10 caratteri" },
      { path: "category", message: "Seleziona una categoria" },
      { path: "priority", message: "Seleziona una priorità" },
    ]);
    expect(
      (await post("/customer/tickets", { ...valid, serviceId: "abc" }, mario.cookie)).status,
    ).toBe(400);
    const notJson = await api.request(
      "/customer/tickets",
      withCookie(mario.cookie, { method: "POST", body: "x" }),
    );
    expect(notJson.status).toBe(415);
  });

  it("opens a ticket on the customer's own service and queues a mail to the company", async () => {
    const serviceId = await addService(handle.db, mario.id, { serviceName: "Hosting Web" });
    const before = kicks;
    const res = await post("/customer/tickets", { ...valid, serviceId }, mario.cookie);
    expect(res.status).toBe(201);
    const ticket = (await res.json()) as PortalTicketThread;
    expect(ticket).toMatchObject({
      title: valid.title,
      status: "open",
      priority: "high",
      category: "technical",
      serviceId,
      serviceName: "Hosting Web",
      messageCount: 1,
    });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ authorType: "customer", message: valid.description }),
    ]);
    const [row] = await handle.db
      .select()
      .from(customerTickets)
      .where(eq(customerTickets.id, ticket.id));
    expect(row!.customerId).toBe(mario.id);
    const [mail] = await outbox(handle.db);
    expect(mail).toMatchObject({
      to: "assistenza@scaligeradigital.example",
      replyTo: "mario@example.it",
    });
    expect(mail!.subject).toContain(`Nuovo ticket n. ${ticket.id}`);
    expect(mail!.text).toContain("Servizio: Hosting Web");
    expect(mail!.text).toContain(valid.description);
    expect(kicks).toBe(before + 1);
  });

  it("refuses another customer's service with 404 and stores nothing", async () => {
    const foreign = await addService(handle.db, giulia.id);
    const count = (await handle.db.select().from(customerTickets)).length;
    const res = await post("/customer/tickets", { ...valid, serviceId: foreign }, mario.cookie);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Servizio non trovato");
    expect((await handle.db.select().from(customerTickets)).length).toBe(count);
  });
});

describe("GET /api/customer/tickets and /:id", () => {
  it("lists only own tickets, latest activity first, counting visible messages", async () => {
    const customer = await signedInCustomer(handle.db, api, "lista@example.it");
    const older = await addTicket(handle.db, customer.id, {
      title: "Ticket vecchio",
      createdAt: new Date(Date.now() - 86_400_000),
      updatedAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await addTicket(handle.db, customer.id, {
      title: "Ticket nuovo",
      createdAt: new Date(Date.now() - 3_600_000),
      updatedAt: new Date(Date.now() - 3_600_000),
    });
    await addTicket(handle.db, giulia.id, { title: "Ticket di Giulia" });
    await addMessage(handle.db, older, { message: "Risposta recente" });
    await addMessage(handle.db, older, { message: "Nota interna segreta", isInternal: true });

    const list = (await (await get("/customer/tickets", customer.cookie)).json()) as PortalTicket[];
    expect(list.map((t) => t.id)).toEqual([older, newer]);
    expect(list[0]!.messageCount).toBe(1);
    expect(list[1]!.messageCount).toBe(0);
  });

  it("never returns internal notes; a public ticket's description opens the thread", async () => {
    const id = await addTicket(handle.db, mario.id, {
      description: "Richiesta dal modulo pubblico del sito",
    });
    await addMessage(handle.db, id, { message: "Risposta visibile" });
    await addMessage(handle.db, id, { message: "Nota interna segreta", isInternal: true });
    const res = await get(`/customer/tickets/${id}`, mario.cookie);
    expect(res.status).toBe(200);
    const thread = (await res.json()) as PortalTicketThread;
    expect(thread.messages.map((m) => [m.authorType, m.message])).toEqual([
      ["customer", "Richiesta dal modulo pubblico del sito"],
      ["admin", "Risposta visibile"],
    ]);
    expect(JSON.stringify(thread)).not.toContain("segreta");
  });

  it("answers 404 for another customer's ticket, unknown and malformed ids", async () => {
    const foreign = await addTicket(handle.db, giulia.id);
    for (const path of [
      `/customer/tickets/${foreign}`,
      "/customer/tickets/999999",
      "/customer/tickets/abc",
      "/customer/tickets/99999999999",
    ]) {
      const res = await get(path, mario.cookie);
      expect(res.status, path).toBe(404);
      expect((await res.json()).message).toBe("Ticket non trovato");
    }
  });
});

describe("POST /api/customer/tickets/:id/messages", () => {
  it("requires a message ('Messaggio richiesto')", async () => {
    const id = await addTicket(handle.db, mario.id);
    const res = await post(`/customer/tickets/${id}/messages`, { message: "   " }, mario.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Messaggio richiesto");
  });

  it("adds the reply, opens a closed ticket again and notifies the company", async () => {
    const id = await addTicket(handle.db, mario.id, { status: "closed", title: "Ticket chiuso" });
    const res = await post(
      `/customer/tickets/${id}/messages`,
      { message: "Il problema si è ripresentato." },
      mario.cookie,
    );
    expect(res.status).toBe(201);
    const thread = (await res.json()) as PortalTicketThread;
    expect(thread.status).toBe("open");
    expect(thread.messages.at(-1)).toMatchObject({
      authorType: "customer",
      message: "Il problema si è ripresentato.",
    });
    const [mail] = await outbox(handle.db);
    expect(mail!.subject).toBe(
      `[#${id}] Nuova risposta del cliente al ticket n. ${id}: Ticket chiuso`,
    );
    expect(mail!.text).toContain("Il ticket era chiuso ed è stato riaperto.");
  });

  it("keeps an in-progress ticket in progress", async () => {
    const id = await addTicket(handle.db, mario.id, { status: "in_progress" });
    const res = await post(`/customer/tickets/${id}/messages`, { message: "Grazie" }, mario.cookie);
    expect(((await res.json()) as PortalTicketThread).status).toBe("in_progress");
  });

  it("answers 404 for another customer's ticket and stores nothing", async () => {
    const foreign = await addTicket(handle.db, giulia.id);
    const res = await post(
      `/customer/tickets/${foreign}/messages`,
      { message: "Intrusione" },
      mario.cookie,
    );
    expect(res.status).toBe(404);
    const rows = await handle.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, foreign));
    expect(rows).toEqual([]);
  });
});
