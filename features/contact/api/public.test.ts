import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { contactMessages, mailOutbox } from "#db/schema";
import { buildQuoteMessage } from "../contact.schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";

let handle: DatabaseHandle;
let kicks = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(contactMessages);
  await handle.db.delete(mailOutbox);
  kicks = 0;
});

/** A fresh API (fresh rate-limit counters) that counts worker kicks. */
function api() {
  return createTestApi(
    handle.db,
    { MAIL_TO: "commerciale@scaligeradigital.example" },
    {
      mail: { kick: () => void kicks++ },
    },
  );
}

function post(app: ReturnType<typeof api>, body: unknown, headers: Record<string, string> = {}) {
  return app.request("/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const valid = {
  name: "Marco Zanetti",
  email: "marco.zanetti@example.it",
  company: "Zanetti Serramenti S.r.l.",
  budget: "",
  message: "Vorremmo un gestionale per gli ordini dei serramenti collegato al magazzino.",
};

const count = async () => ({
  messages: (await handle.db.select().from(contactMessages)).length,
  mails: (await handle.db.select().from(mailOutbox)).length,
});

describe("POST /api/contact", () => {
  it("stores the message, queues the notification mail and wakes the worker", async () => {
    const res = await post(api(), valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body.message).toBe("Richiesta inviata");

    const [stored] = await handle.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(stored).toMatchObject({
      name: valid.name,
      email: valid.email,
      company: valid.company,
      budget: null,
      message: valid.message,
      isRead: false,
    });

    const [mail] = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mail).toMatchObject({
      to: "commerciale@scaligeradigital.example",
      replyTo: valid.email,
      status: "pending",
      attempts: 0,
      subject: "Nuovo messaggio dal modulo contatti: Marco Zanetti",
    });
    expect(mail!.text).toContain("Nome: Marco Zanetti");
    expect(mail!.text).toContain("Email: marco.zanetti@example.it");
    expect(mail!.text).toContain("Azienda: Zanetti Serramenti S.r.l.");
    expect(mail!.text).toContain("Budget: non indicato");
    expect(mail!.text).toContain(valid.message);
    expect(kicks).toBe(1);
  });

  it("stores a quote request with its 'Dettagli richiesta' block and budget", async () => {
    const message = buildQuoteMessage({
      message: "Ci serve un e-commerce per vendere vini della Valpolicella anche all'estero.",
      service: "e-commerce",
      budget: "€10.000 - €25.000",
      timeline: "3-6 mesi",
    });
    const res = await post(api(), { ...valid, company: "", budget: "€10.000 - €25.000", message });
    expect(res.status).toBe(201);
    const [stored] = await handle.db.select().from(contactMessages);
    expect(stored).toMatchObject({ company: null, budget: "€10.000 - €25.000", message });
    expect(stored!.message).toContain("Dettagli richiesta:\n- Servizio: e-commerce");
    const [mail, copy] = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mail!.subject).toBe("Nuova richiesta di preventivo dal sito: Marco Zanetti");
    expect(mail!.text).toContain("- Tempistiche: 3-6 mesi");
    expect(copy).toMatchObject({
      to: valid.email,
      subject: "Abbiamo ricevuto la tua richiesta di preventivo - Scaligera Digital S.r.l.",
    });
    expect(copy!.text).toContain("- Tempistiche: 3-6 mesi");
  });

  it.each([
    [{ email: "non-una-email" }, "email", "Please enter a valid email address"],
    [{ email: undefined }, "email", "Please enter a valid email address"],
    [{ name: "M" }, "name", "Name must be at least 2 characters"],
    [{ name: "   " }, "name", "Name must be at least 2 characters"],
    [{ message: "Troppo" }, "message", "Message must be at least 10 characters"],
    [
      { message: "x".repeat(10_001) },
      "message",
      "Il messaggio può contenere al massimo 10.000 caratteri",
    ],
    [{ budget: "b".repeat(101) }, "budget", "Il budget può contenere al massimo 100 caratteri"],
    [{ company: 42 }, "company", "Il nome dell'azienda deve essere un testo"],
  ])("answers 400 for %j with the field's message", async (change, path, message) => {
    const res = await post(api(), { ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      message: string;
      issues: { path: string; message: string }[];
    };
    expect(body.message).toBe(message);
    expect(body.issues).toEqual([{ path, message }]);
    expect(await count()).toEqual({ messages: 0, mails: 0 });
    expect(kicks).toBe(0);
  });

  it("lists every invalid field, the first one as the message", async () => {
    const res = await post(api(), { name: "", email: "", message: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(["name", "email", "message"]);
    expect(body.message).toBe("Name must be at least 2 characters");
  });

  it("answers 400 for malformed JSON and for a body that is not an object", async () => {
    const res = await post(api(), '{"name": "Marco",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const array = await post(api(), [valid]);
    expect(array.status).toBe(400);
    expect(((await array.json()) as { message: string }).message).toMatch(/^Richiesta non valida/);
    expect(await count()).toEqual({ messages: 0, mails: 0 });
  });

  it("answers 415 when the body is not JSON", async () => {
    const res = await api().request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(valid).toString(),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/JSON/);
    expect(await count()).toEqual({ messages: 0, mails: 0 });
  });

  it("answers 413 for a body over 64 KB", async () => {
    const res = await post(api(), { ...valid, message: "a".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/troppo grande/);
    expect(await count()).toEqual({ messages: 0, mails: 0 });
  });

  it("answers like a success but keeps and sends nothing when the honeypot is filled", async () => {
    const res = await post(api(), { ...valid, website: "https://offerte-seo.example" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe("Richiesta inviata");
    expect(await count()).toEqual({ messages: 0, mails: 0 });
    expect(kicks).toBe(0);
  });

  it("accepts an empty honeypot", async () => {
    const res = await post(api(), { ...valid, website: "" });
    expect(res.status).toBe(201);
    expect(await count()).toEqual({ messages: 1, mails: 2 });
  });

  it("answers 429 with Retry-After to the 6th request from one address within 10 minutes", async () => {
    const app = api();
    for (let i = 0; i < 5; i++) expect((await post(app, valid)).status).toBe(201);
    const res = await post(app, valid);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "Troppe richieste. Riprova tra qualche minuto." });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Five notifications, and the copy to the visitor for the first three only.
    expect(await count()).toEqual({ messages: 5, mails: 8 });
  });

  it("sends the visitor a copy of the message, in Italian, with the company's name", async () => {
    await post(api(), valid);
    const [, copy] = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(copy).toMatchObject({
      to: valid.email,
      replyTo: "commerciale@scaligeradigital.example",
      subject: "Abbiamo ricevuto il tuo messaggio - Scaligera Digital S.r.l.",
    });
    expect(copy!.text).toContain("Gentile Marco Zanetti,");
    expect(copy!.text).toContain("grazie per aver scritto a Scaligera Digital S.r.l.");
    expect(copy!.text).toContain(valid.message);
    expect(copy!.text).toContain("Se non ci hai scritto tu, puoi ignorare questa email");
  });

  it("sends at most three copies an hour to one address, whatever its case", async () => {
    const app = createTestApi(handle.db, { TRUST_PROXY: "1" });
    for (let i = 0; i < 5; i++) {
      const email = i % 2 ? valid.email.toUpperCase() : valid.email;
      const res = await post(app, { ...valid, email }, { "X-Forwarded-For": `198.51.100.${i}` });
      expect(res.status).toBe(201);
    }
    const copies = await handle.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${valid.email}`);
    expect(copies).toHaveLength(3);
    expect(await count()).toEqual({ messages: 5, mails: 8 });
  });

  it("stores and mails a send once however often its idempotency key arrives", async () => {
    const app = api();
    const send = { ...valid, submissionKey: "3f9a1c0be27d4c51a8e6f0d2b4c7e915" };
    const answers = await Promise.all([post(app, send), post(app, send)]);
    const again = await post(app, send);
    const bodies = await Promise.all([...answers, again].map((res) => res.json()));
    expect([...answers, again].map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await count()).toEqual({ messages: 1, mails: 2 });
    // Another text (or sender) with the same key is another message: a cached page shares its key.
    expect((await post(app, { ...send, message: `${valid.message} Grazie.` })).status).toBe(201);
    expect(await count()).toEqual({ messages: 2, mails: 4 });
  });

  it.each(["corta", "chiave con spazi e lettere", "x".repeat(65), 42])(
    "answers 400 for the idempotency key %j",
    async (submissionKey) => {
      const res = await post(api(), { ...valid, submissionKey });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        issues: [{ path: "submissionKey", message: "La chiave dell'invio non è valida" }],
      });
      expect(await count()).toEqual({ messages: 0, mails: 0 });
    },
  );
});

describe("POST /api/contact behind a reverse proxy", () => {
  const from = (address: string) => ({ "X-Forwarded-For": address });

  it("counts every visitor under the proxy's address when TRUST_PROXY is unset", async () => {
    const app = api();
    for (let i = 0; i < 5; i++) {
      expect((await post(app, valid, from(`198.51.100.${i}`))).status).toBe(201);
    }
    expect((await post(app, valid, from("198.51.100.99"))).status).toBe(429);
  });

  it("counts each visitor under their own address when TRUST_PROXY names the proxy", async () => {
    const app = createTestApi(handle.db, { TRUST_PROXY: "1" });
    for (let i = 0; i < 5; i++)
      expect((await post(app, valid, from("198.51.100.1"))).status).toBe(201);
    expect((await post(app, valid, from("198.51.100.1"))).status).toBe(429);
    expect((await post(app, valid, from("198.51.100.2"))).status).toBe(201);
  });
});
