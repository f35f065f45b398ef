import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfNeeded } from "../../scripts/build-if-needed.mjs";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { customerServices, mailOutbox, renewalReminders } from "#db/schema";
import { addCustomer, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { addService } from "#features/customer-portal/api/fixtures";
import { createScratchDatabase, type ScratchDatabase } from "#tests/helpers/postgres";
import { startInstance, type Instance } from "#tests/helpers/server-instance";

/**
 * Renewal reminders (decision 033) run by two production server processes on one PostgreSQL
 * database at the same time, several times: each (service, threshold, expiry) pair of mails is
 * queued exactly once, and a later run queues nothing. Two real processes (the harness of
 * server/shared-state/multi-instance.test.ts), each pass started through the admin call behind
 * "Invia promemoria ora"; a pass of the job's own timer (a minute after start) may join in and is
 * counted from the logs. The database is made on TEST_DATABASE_URL's server when it is set (as
 * `.ci/run` does), else on the local PostgreSQL every machine has (`createScratchDatabase`): the
 * test runs in `npm test` too and fails, never skips, when PostgreSQL cannot be reached.
 */
const ADMIN_PASSWORD = "Prova-Promemoria-2026";
const MAIL_TO = "ufficio@example.it";

/** Days before expiry (24 h each) and the threshold due with 30, 7, 1 configured. */
const dueServices = [
  { name: "Hosting Aurora", days: 29.5, threshold: 30 },
  { name: "Dominio Aurora", days: 20, threshold: 30 },
  { name: "Backup Borea", days: 6.5, threshold: 7 },
  { name: "Posta Borea", days: 3.5, threshold: 7 },
  { name: "Assistenza Cirro", days: 0.5, threshold: 1 },
  { name: "Firewall Cirro", days: 12, threshold: 30 },
];
/** Further than the largest threshold, expired, or not active: never reminded. */
const otherServices = [
  { name: "Server Delta", days: 45 },
  { name: "Licenza Delta", days: -1 },
  { name: "Sospeso Delta", days: 5, status: "suspended" as const },
];

type Report = { due: number; sent: number };

describe("renewal reminders from two instances on one PostgreSQL", () => {
  let database: ScratchDatabase;
  let handle: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  const cookies = new Map<Instance, string>();
  const ids = new Map<string, number>();

  /** `perInstance` passes at once on each instance; what every pass reported. */
  const concurrentPasses = (perInstance: number) =>
    Promise.all(
      [a, b].flatMap((instance) =>
        Array.from({ length: perInstance }, async () => {
          const res = await fetch(`${instance.url}/api/admin/renewal-reminders/run`, {
            method: "POST",
            headers: { Cookie: cookies.get(instance)! },
          });
          expect(res.status).toBe(200);
          return (await res.json()) as Report;
        }),
      ),
    );
  /** Reminders queued by the job's own timer (it logs them; the admin call does not). */
  const queuedByTimer = () =>
    [a, b]
      .flatMap((instance) => instance.logs)
      .filter((entry) => entry.msg === "renewal reminders queued")
      .reduce((sum, entry) => sum + Number(entry.sent), 0);
  const reminderMails = () =>
    handle.db.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox);
  const sentSum = (reports: Report[]) => reports.reduce((sum, r) => sum + r.sent, 0);

  beforeAll(async () => {
    if (!buildIfNeeded({ stdio: ["ignore", 2, 2] })) throw new Error("the build failed");
    database = await createScratchDatabase();
    // A migrates and seeds the empty database; B starts on it afterwards, as compose does.
    const env = { DATABASE_URL: database.url, ADMIN_PASSWORD, MAIL_TO };
    a = await startInstance(env);
    handle = await openDatabase({ url: database.url, onIdleError: () => {} });
    // The demo customers' services go at once, well before A's first timed pass (a minute after
    // its start): the services below are the only ones, and their reminders are known.
    await handle.db.delete(customerServices);
    b = await startInstance(env);
    for (const instance of [a, b]) {
      const login = await fetch(
        `${instance.url}/api/admin/login`,
        postJson({ username: "admin", password: ADMIN_PASSWORD }),
      );
      expect(login.status).toBe(200);
      cookies.set(instance, cookieOf(login));
    }
    const customers = await Promise.all(
      ["aurora", "borea", "cirro", "delta"].map((who) =>
        addCustomer(handle.db, { email: `${who}@example.it`, password: "Cliente-Prova-2026" }),
      ),
    );
    for (const [index, service] of [...dueServices, ...otherServices].entries()) {
      const id = await addService(handle.db, customers[Math.floor(index / 2) % 4]!, {
        serviceName: service.name,
        days: service.days,
        ...("status" in service ? { status: service.status } : {}),
      });
      ids.set(service.name, id);
    }
    // The seed queues no mail: everything in the outbox below comes from the reminders.
    expect(await reminderMails()).toEqual([]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
  });

  it("queues each pair once over several concurrent runs, and nothing afterwards", async () => {
    const reports: Report[] = [];
    for (let round = 0; round < 4; round++) reports.push(...(await concurrentPasses(3)));
    expect(reports).toHaveLength(24);
    for (const report of reports) expect(report.due).toBe(dueServices.length);
    // Every reminder was queued by exactly one pass, on one instance or the other.
    expect(sentSum(reports) + queuedByTimer()).toBe(dueServices.length);

    const recorded = await handle.db
      .select({ serviceId: renewalReminders.serviceId, daysBefore: renewalReminders.daysBefore })
      .from(renewalReminders);
    expect(recorded.sort((x, y) => x.serviceId - y.serviceId)).toEqual(
      dueServices.map((s) => ({ serviceId: ids.get(s.name), daysBefore: s.threshold })),
    );
    const mails = await reminderMails();
    expect(mails).toHaveLength(2 * dueServices.length);
    for (const { name } of dueServices) {
      const about = mails.filter((mail) => mail.subject.includes(`"${name}"`));
      expect(about).toHaveLength(2);
      expect(about.filter((mail) => mail.to === MAIL_TO)).toHaveLength(1);
    }

    // A later run on either instance finds everything sent.
    const later = await concurrentPasses(1);
    expect(later).toEqual([
      { due: dueServices.length, sent: 0 },
      { due: dueServices.length, sent: 0 },
    ]);
    expect(await reminderMails()).toHaveLength(2 * dueServices.length);
  });

  it("a new expiry or a new threshold is one more pair, queued once", async () => {
    const before = (await reminderMails()).length;
    const timerBefore = queuedByTimer();
    // The service is renewed (new expiry, same threshold) and a 4-day threshold is added, due now
    // for the service 3.5 days from expiry (its 7-day reminder went out already).
    await handle.db
      .update(customerServices)
      .set({ expiryDate: new Date(Date.now() + 6.6 * 24 * 60 * 60 * 1000) })
      .where(eq(customerServices.id, ids.get("Backup Borea")!));
    const saved = await fetch(`${a.url}/api/admin/settings/renewal_reminder_days`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Cookie: cookies.get(a)! },
      body: JSON.stringify({ value: "30, 7, 4, 1" }),
    });
    expect(saved.status).toBe(200);

    const reports = [...(await concurrentPasses(3)), ...(await concurrentPasses(3))];
    expect(sentSum(reports) + queuedByTimer() - timerBefore).toBe(2);
    const mails = await reminderMails();
    expect(mails).toHaveLength(before + 4);
    for (const name of ["Backup Borea", "Posta Borea"])
      expect(mails.filter((mail) => mail.subject.includes(`"${name}"`))).toHaveLength(4);
    const rows = await handle.db
      .select({ daysBefore: renewalReminders.daysBefore })
      .from(renewalReminders)
      .where(eq(renewalReminders.serviceId, ids.get("Posta Borea")!));
    expect(rows.map((row) => row.daysBefore).sort()).toEqual([4, 7]);
    expect(await concurrentPasses(1)).toEqual([
      { due: dueServices.length, sent: 0 },
      { due: dueServices.length, sent: 0 },
    ]);
  });
});
