import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { customerTickets, mailOutbox } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";

let handle: DatabaseHandle;
let customerId: number;
let kicks = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  customerId = await addCustomer(handle.db, {
    email: "mario.rossi@example.com",
    password: "Cliente2026!",
  });
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(customerTickets);
  await handle.db.delete(mailOutbox);
  kicks = 0;
});

/** A fresh API (fresh rate-limit counters) that counts worker kicks. */
const api = () =>
  createTestApi(
    handle.db,
    { MAIL_TO: "assistenza@scaligeradigital.example" },
    { mail: { kick: () => void kicks++ } },
  );

const post = (app: ReturnType<typeof api>, body: unknown, headers: Record<string, string> = {}) =>
  app.request("/tickets", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const valid = {
  name: "Laura Ferrari",
  email: "laura.ferrari@example.it",
  category: "technical",
  priority: "high",
  subject: "La posta non parte dallo smartphone",
  description: "Da questa mattina le e-mail restano nella posta in uscita del telefono aziendale.",
};

const stored = async () => ({
  tickets: await handle.db.select().from(customerTickets),
  mails: await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id),
});

describe("POST /api/tickets", () => {
  it("stores the ticket, queues the company's mail and wakes the worker", async () => {
    const res = await post(api(), { ...valid, name: "  Laura Ferrari ", website: "" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body.message).toBe("Ticket inviato");
    const { tickets, mails } = await stored();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      id: body.id,
      customerId: null,
      contactName: "Laura Ferrari",
      contactEmail: "laura.ferrari@example.it",
      title: valid.subject,
      description: valid.description,
      category: "technical",
      priority: "high",
      status: "open",
    });
    // The company's notification, then the sender's acknowledgement (decision 067).
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: "assistenza@scaligeradigital.example",
      replyTo: "laura.ferrari@example.it",
      status: "pending",
    });
    expect(mails[0]!.subject).toBe(
      `[#${body.id}] Nuovo ticket di assistenza n. ${body.id} (Alta): La posta non parte dallo smartphone`,
    );
    expect(mails[1]).toMatchObject({ to: "laura.ferrari@example.it", status: "pending" });
    expect(mails[1]!.subject).toBe(
      `[#${body.id}] Abbiamo ricevuto il tuo ticket n. ${body.id}: La posta non parte dallo smartphone`,
    );
    expect(mails[1]!.text).toContain("Ti risponderemo a questo indirizzo e-mail.");
    expect(mails[1]!.text).not.toContain("/customer/");
    expect(mails[0]!.text).toContain("Categoria: Supporto tecnico");
    expect(mails[0]!.text).toContain(valid.description);
    expect(kicks).toBe(1);
  });

  it("links the ticket to the customer whose e-mail matches, whatever the case", async () => {
    const res = await post(api(), {
      ...valid,
      email: "Mario.Rossi@Example.com",
      category: "account",
      priority: "critical",
    });
    expect(res.status).toBe(201);
    const { tickets, mails } = await stored();
    expect(tickets[0]).toMatchObject({ customerId, category: "account", priority: "critical" });
    expect(mails[0]!.text).toContain(`collegato al cliente registrato n. ${customerId}`);
  });

  it("validates every field with the spec's messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "L" }, "Il nome deve avere almeno 2 caratteri"],
      [{ email: "laura@" }, "Email non valida"],
      [{ email: undefined }, "Email non valida"],
      [{ category: "" }, "Seleziona una categoria"],
      [{ category: "urgente" }, "Seleziona una categoria"],
      [{ priority: undefined }, "Seleziona una priorità"],
      [{ priority: "urgent" }, "Seleziona una priorità"],
      [{ subject: "Aiut" }, "L'oggetto deve avere almeno 5 caratteri"],
      [{ description: "Troppo breve" }, "La descrizione deve avere almeno 20 caratteri"],
      [{ description: `   ${"a".repeat(19)}   ` }, "La descrizione deve avere almeno 20 caratteri"],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(api(), { ...valid, ...overrides });
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const all = await post(api(), {});
    expect(
      ((await all.json()) as { issues: { message: string }[] }).issues.map((i) => i.message),
    ).toEqual([
      "Il nome deve avere almeno 2 caratteri",
      "Email non valida",
      "Seleziona una categoria",
      "Seleziona una priorità",
      "L'oggetto deve avere almeno 5 caratteri",
      "La descrizione deve avere almeno 20 caratteri",
    ]);
    expect(await stored()).toEqual({ tickets: [], mails: [] });
    expect(kicks).toBe(0);
  });

  it("answers a filled honeypot like a success but keeps and sends nothing", async () => {
    const res = await post(api(), { ...valid, website: "https://spam.example" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "Ticket inviato" });
    expect(await stored()).toEqual({ tickets: [], mails: [] });
    expect(kicks).toBe(0);
  });

  it("allows 5 tickets per address every 10 minutes, then 429", async () => {
    const app = api();
    for (let i = 0; i < 5; i++) expect((await post(app, valid)).status).toBe(201);
    const limited = await post(app, valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await limited.json()).toEqual({
      message: "Troppe richieste. Riprova tra qualche minuto.",
    });
    expect((await stored()).tickets).toHaveLength(5);
  });

  it("refuses malformed JSON, other content types and foreign origins", async () => {
    const malformed = await post(api(), "{ name: ");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const form = await api().request("/tickets", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Laura",
    });
    expect(form.status).toBe(415);
    const foreign = await post(api(), valid, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const huge = await post(api(), { ...valid, description: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual({ tickets: [], mails: [] });
  });
});
