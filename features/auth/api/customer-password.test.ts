import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { customerUsers, passwordResetTokens } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { fromAddress } from "#tests/helpers/client-address";
import { hashLinkToken } from "../single-use-link.server";
import { addCustomer, postJson, setCookies } from "./admin-session-fixtures";
import {
  outbox,
  PASSWORD,
  signedInCustomer,
  withCookie,
} from "#features/customer-portal/api/fixtures";
import { startTestSmtpServer } from "#tests/helpers/smtp";
import { createLogger } from "#server/logger";
import { readEnv } from "#server/env";
import { createMailWorker } from "#server/mail-worker";

const SITE = "https://www.scaligeradigital.example";
const ANSWER =
  "Se l'indirizzo è registrato, riceverai un'email con le istruzioni per reimpostare la password.";
const INVALID = "Il link non è valido o è scaduto. Richiedi un nuovo link.";
let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db, { PUBLIC_SITE_URL: SITE });
});
afterAll(() => handle.close());

const forgot = (email: unknown, a = api) =>
  a.request("/customer-password/forgot", postJson({ email }));
const reset = (token: string, newPassword: string) =>
  api.request("/customer-password/reset", postJson({ token, newPassword }));
const login = (email: string, password: string) =>
  api.request("/customer/login", postJson({ email, password }));

/** Requests a link for `email` and returns the token from the queued mail. */
async function mailedToken(email: string): Promise<string> {
  // A fresh API each time: its own rate-limit counters.
  expect((await forgot(email, createTestApi(handle.db, { PUBLIC_SITE_URL: SITE }))).status).toBe(
    202,
  );
  const [mail] = await outbox(handle.db);
  expect(mail!.to).toBe(email);
  const match =
    /https:\/\/www\.scaligeradigital\.example\/customer\/reimposta-password\?token=([A-Za-z0-9_-]{43})/.exec(
      mail!.text,
    );
  expect(match).not.toBeNull();
  return match![1]!;
}

describe("POST /api/customer-password/forgot", () => {
  it("answers the same for unknown, inactive and registered addresses; only the last gets a link", async () => {
    const id = await addCustomer(handle.db, { email: "mario@example.it", password: PASSWORD });
    await addCustomer(handle.db, {
      email: "spento@example.it",
      password: PASSWORD,
      isActive: false,
    });
    for (const email of ["nessuno@example.it", "spento@example.it"]) {
      const res = await forgot(email);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ message: ANSWER });
    }
    expect(await handle.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await outbox(handle.db)).toEqual([]);

    const res = await forgot(" Mario@Example.it ");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: ANSWER });
    const [mail] = await outbox(handle.db);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const [row] = await handle.db.select().from(passwordResetTokens);
    // Only the SHA-256 of the token is stored, valid for one hour.
    expect(row).toMatchObject({ customerId: id, tokenHash: hashLinkToken(token), usedAt: null });
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    expect(mail!.subject).toBe("Reimposta la password dell'Area Clienti Scaligera Digital");
  });

  it("validates the e-mail", async () => {
    const res = await forgot("non-una-email");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Email non valida");
  });

  it("builds the link from configuration only: http://localhost:PORT without PUBLIC_SITE_URL, never the Host", async () => {
    const local = createTestApi(handle.db, { PORT: "4321" });
    await addCustomer(handle.db, { email: "origine@example.it", password: PASSWORD });
    const res = await local.request(
      "http://attacker.example/customer-password/forgot",
      postJson({ email: "origine@example.it" }, { Host: "attacker.example" }),
    );
    expect(res.status).toBe(202);
    const text = (await outbox(handle.db))[0]!.text;
    expect(text).toContain("http://localhost:4321/customer/reimposta-password?token=");
    expect(text).not.toContain("attacker.example");
  });

  it("is rate limited per address", async () => {
    const limited = createTestApi(handle.db);
    for (let i = 0; i < 5; i++)
      expect((await forgot("nessuno@example.it", limited)).status).toBe(202);
    const res = await forgot("nessuno@example.it", limited);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe("POST /api/customer-password/forgot under bursts", () => {
  const mailsTo = async (email: string) =>
    (await outbox(handle.db)).filter((mail) => mail.to === email);
  const forgotFrom = (a: typeof api, email: string, address: string) =>
    a.request("/customer-password/forgot", postJson({ email }), fromAddress(address));

  it("counts a burst from one address before answering: 5 requests pass, the rest get 429", async () => {
    const fresh = createTestApi(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        forgotFrom(fresh, `nessuno${i}@example.it`, "198.51.100.20"),
      ),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("mails one recipient at most 3 times an hour, whoever asks, with the same answer", async () => {
    await addCustomer(handle.db, { email: "bersaglio@example.it", password: PASSWORD });
    const fresh = createTestApi(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        forgotFrom(fresh, "bersaglio@example.it", `192.0.2.${i + 1}`),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(202));
    for (const res of answers) expect(await res.json()).toEqual({ message: ANSWER });
    expect(await mailsTo("bersaglio@example.it")).toHaveLength(3);

    // The database keeps the cap too: a restarted process (fresh counters) sends no 4th mail.
    const restarted = createTestApi(handle.db);
    const res = await forgotFrom(restarted, "bersaglio@example.it", "192.0.2.50");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: ANSWER });
    expect(await mailsTo("bersaglio@example.it")).toHaveLength(3);
  });

  it("sends again once the hour has passed", async () => {
    const id = await addCustomer(handle.db, { email: "paziente@example.it", password: PASSWORD });
    for (let i = 0; i < 3; i++) await mailedToken("paziente@example.it");
    await forgot("paziente@example.it", createTestApi(handle.db));
    expect(await mailsTo("paziente@example.it")).toHaveLength(3);
    // Move the links an hour and a minute into the past.
    const old = new Date(Date.now() - 61 * 60_000);
    await handle.db
      .update(passwordResetTokens)
      .set({ createdAt: old, expiresAt: new Date(old.getTime() + 60 * 60_000) })
      .where(eq(passwordResetTokens.customerId, id));
    await mailedToken("paziente@example.it");
    expect(await mailsTo("paziente@example.it")).toHaveLength(4);
  });

  it("a new link voids the older ones: only the latest mail works", async () => {
    await addCustomer(handle.db, { email: "due-link@example.it", password: PASSWORD });
    const first = await mailedToken("due-link@example.it");
    const second = await mailedToken("due-link@example.it");
    expect(second).not.toBe(first);
    // Its own API: the shared one's reset attempts are counted per address.
    const fresh = createTestApi(handle.db);
    const resetWith = (token: string) =>
      fresh.request(
        "/customer-password/reset",
        postJson({ token, newPassword: "NuovaPassword-2026" }),
      );
    const stale = await resetWith(first);
    expect(stale.status).toBe(400);
    expect((await stale.json()).message).toBe(INVALID);
    expect((await resetWith(second)).status).toBe(200);
    expect((await login("due-link@example.it", "NuovaPassword-2026")).status).toBe(200);
  });
});

describe("POST /api/customer-password/reset", () => {
  it("sets the new password, ends every session and works only once", async () => {
    const customer = await signedInCustomer(handle.db, api, "reset@example.it");
    const token = await mailedToken("reset@example.it");
    const res = await reset(token, "NuovaPassword-2026");
    expect(res.status).toBe(200);
    // The mailed link proved the owner: this browser becomes a device of the account (decision 042).
    expect(setCookies(res).join("\n")).toMatch(
      /^sd_customer_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/m,
    );
    expect((await api.request("/customer/profile", withCookie(customer.cookie))).status).toBe(401);
    expect((await login("reset@example.it", PASSWORD)).status).toBe(401);
    expect((await login("reset@example.it", "NuovaPassword-2026")).status).toBe(200);

    const twice = await reset(token, "AltraPassword-2026");
    expect(twice.status).toBe(400);
    expect((await twice.json()).message).toBe(INVALID);
    expect((await login("reset@example.it", "NuovaPassword-2026")).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    await addCustomer(handle.db, { email: "scaduto@example.it", password: PASSWORD });
    const token = await mailedToken("scaduto@example.it");
    await handle.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashLinkToken(token)));
    const res = await reset(token, "NuovaPassword-2026");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID);
    expect((await login("scaduto@example.it", PASSWORD)).status).toBe(200);
  });

  it("refuses unknown or malformed tokens and validates the new password", async () => {
    for (const token of ["A".repeat(43), "corto", ""]) {
      const res = await reset(token, "NuovaPassword-2026");
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(INVALID);
    }
    await addCustomer(handle.db, { email: "breve@example.it", password: PASSWORD });
    const token = await mailedToken("breve@example.it");
    const res = await reset(token, "corta");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("La password deve avere almeno 10 caratteri");
    const [customer] = await handle.db
      .select()
      .from(customerUsers)
      .where(eq(customerUsers.email, "breve@example.it"));
    expect((await reset(token, "NuovaPassword-2026")).status).toBe(200);
    expect(customer).toBeTruthy();
  });

  it("is not behind the customer session (no 401 without a cookie)", async () => {
    const res = await reset("B".repeat(43), "NuovaPassword-2026");
    expect(res.status).toBe(400);
  });
});

describe("delivery", () => {
  it("the reset mail reaches a real SMTP server on loopback through the outbox", async () => {
    const smtp = await startTestSmtpServer();
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SMTP_URL: smtp.url });
    const worker = createMailWorker({ db: handle.db, env, logger: createLogger(env) });
    try {
      await addCustomer(handle.db, { email: "consegna@example.it", password: PASSWORD });
      const token = await mailedToken("consegna@example.it");
      await worker.runNow();
      const mail = smtp.received.find((m) => m.rcptTo.includes("consegna@example.it"));
      expect(mail?.headers["subject"]).toBe(
        "Reimposta la password dell'Area Clienti Scaligera Digital",
      );
      expect(mail?.text).toContain(`${SITE}/customer/reimposta-password?token=${token}`);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
