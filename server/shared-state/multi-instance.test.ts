import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { adminQuery } from "#tests/helpers/postgres";
import { startInstance, type Instance } from "#tests/helpers/server-instance";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/helpers/smtp";

/**
 * Two production server processes on one PostgreSQL database, as behind a load balancer
 * (decision 028): what one instance knows, the other must know too. Runs when
 * TEST_DATABASE_URL names a PostgreSQL server (`.ci/run` does), in a database of its own.
 * The compiled server is built first when missing or older than its sources (after `npm test`'s
 * build step, as in CI, nothing is left to do).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = "Prova-Multi-Istanza-2026";

/**
 * Calls `check` every 20 ms until it holds and resolves with how long after the start the
 * successful call was made (its own run time, a page render on a busy machine, not counted);
 * throws once no call made within `timeoutMs` held.
 */
async function within(timeoutMs: number, check: () => Promise<boolean>) {
  const start = Date.now();
  for (;;) {
    const sentAt = Date.now() - start;
    if (sentAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    if (await check()) return sentAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!baseUrl)("two instances on one PostgreSQL", () => {
  const name = `sd_multi_${randomBytes(6).toString("hex")}`;
  let smtp: TestSmtpServer;
  let a: Instance;
  let b: Instance;
  let databaseUrl: string;

  beforeAll(async () => {
    if (!buildIfNeeded({ stdio: ["ignore", 2, 2] })) throw new Error("the build failed");
    await adminQuery(baseUrl!, `create database "${name}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // Each answer to DATA takes 40 ms, so the two workers' passes overlap.
    smtp = await startTestSmtpServer({ delayMs: 40 });
    // A seeds the empty database with the demo content; B finds it there.
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, ADMIN_PASSWORD };
    a = await startInstance(env);
    b = await startInstance(env);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await adminQuery(baseUrl!, `drop database if exists "${name}" with (force)`);
  });

  it("a session created on A works on B", async () => {
    const login = await fetch(
      `${a.url}/api/admin/login`,
      postJson({ username: "admin", password: ADMIN_PASSWORD }),
    );
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    const me = await fetch(`${b.url}/api/admin/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe("admin");
    // Ended on B, it is over on A too.
    await fetch(`${b.url}/api/admin/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect((await fetch(`${a.url}/api/admin/me`, { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
  });

  it("a login throttle reached through A holds on B", async () => {
    const attempt = (instance: Instance) =>
      fetch(
        `${instance.url}/api/customer/login`,
        postJson({ email: "nessuno@example.it", password: "sbagliata" }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt(a)).status).toBe(401);
    const refused = await attempt(b);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Troppi tentativi di accesso. Riprova tra 1 secondo.",
    );
    expect((await attempt(a)).status).toBe(429);
  });

  it("an admin edit through A is visible on B's cached page within 1 s", async () => {
    const page = () => fetch(`${b.url}/contatti`);
    expect((await page()).status).toBe(200);
    const cached = await page();
    expect(cached.headers.get("x-cache")).toBe("HIT");

    const login = await fetch(
      `${a.url}/api/admin/login`,
      postJson({ username: "admin", password: ADMIN_PASSWORD }),
    );
    const hours = `Lunedì - Venerdì: 8:${randomBytes(1)[0]! % 50} - 19:00`;
    const saved = await fetch(`${a.url}/api/admin/settings/business_hours`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookieOf(login) },
      body: JSON.stringify({ value: hours }),
    });
    expect(saved.status).toBe(200);
    const ms = await within(1_000, async () => (await (await page()).text()).includes(hours));
    expect(ms).toBeLessThan(1_000);
    // Cached again on B, with the new text.
    const again = await page();
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(await again.text()).toContain(hours);
  });

  it(
    "50 queued mails are delivered exactly once by the two workers",
    { timeout: 60_000 },
    async () => {
      const values = Array.from(
        { length: 50 },
        (_, i) =>
          `('cliente${i}@example.it', 'Coda ${String(i).padStart(2, "0")}', 'Messaggio di prova', now())`,
      );
      await adminQuery(
        databaseUrl,
        `insert into mail_outbox ("to", subject, text, next_attempt_at) values ${values.join(",")}`,
      );
      // A contact request on each instance wakes its worker (and queues two mails more each: the
      // notification and the visitor's copy).
      const contact = (instance: Instance, name: string) =>
        fetch(
          `${instance.url}/api/contact`,
          postJson({
            name,
            email: "giulia.bianchi@example.com",
            message: "Vorremmo un preventivo per il nuovo sito.",
          }),
        );
      expect(
        (await Promise.all([contact(a, "Giulia A"), contact(b, "Giulia B")])).map((r) => r.status),
      ).toEqual([201, 201]);

      await within(40_000, async () => smtp.received.length >= 54);
      // Nothing more arrives: no mail is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.received).toHaveLength(54);
      const queued = smtp.received
        .map((mail) => mail.headers.subject ?? "")
        .filter((subject) => subject.startsWith("Coda "));
      expect(new Set(queued).size).toBe(50);
      expect(queued).toHaveLength(50);
      const rows = await adminQuery(
        databaseUrl,
        `select count(*)::int as sent from mail_outbox where status = 'sent' and attempts = 1`,
      );
      expect(rows.rows[0]).toEqual({ sent: 54 });
      // Both workers took part.
      const sentBy = (instance: Instance) =>
        instance.logs
          .filter((entry) => entry.msg === "mail outbox delivery")
          .reduce((sum, entry) => sum + Number(entry.sent), 0);
      expect(sentBy(a) + sentBy(b)).toBe(54);
      expect(sentBy(a)).toBeGreaterThan(0);
      expect(sentBy(b)).toBeGreaterThan(0);
    },
  );
});
