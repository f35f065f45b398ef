import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect } from "vitest";
import { mailOutbox, renewalReminders } from "#db/schema";
import { test } from "#tests/helpers/fixtures";
import { addCustomer } from "#features/auth/api/admin-session-fixtures";
import { addService } from "#features/customer-portal/api/fixtures";
import { createRenewalJob } from "./renewal-job.server";

const env = { MAIL_TO: "ufficio@example.it", siteUrl: "https://www.scaligeradigital.example" };

// The file's database is made here, within the hooks' longer time limit, not in the first test.
test.beforeAll(({ db }) => {
  expect(db).toBeDefined();
});

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe("the renewal job", () => {
  test(
    "runs on its timer after start(), kicks the mail worker, and stops",
    { timeout: 60_000 },
    async ({ db }) => {
      const customerId = await addCustomer(db, {
        email: "timer@example.it",
        password: "Cliente2026!",
      });
      await addService(db, customerId, { serviceName: "Sito vetrina", days: 0.5 });
      const { logger, lines } = capturingLogger();
      let kicks = 0;
      const job = createRenewalJob({
        db,
        env,
        logger,
        mail: { kick: () => void kicks++ },
        intervalMs: 60_000,
        firstDelayMs: 10,
      });
      job.start();
      await expect.poll(() => kicks, { timeout: 5_000 }).toBe(1);
      await job.stop();
      expect(lines.some((line) => line.msg === "renewal reminders queued")).toBe(true);
      expect(await db.select().from(renewalReminders)).toHaveLength(1);
      expect((await db.select().from(mailOutbox)).map((m) => m.to).sort()).toEqual([
        "timer@example.it",
        "ufficio@example.it",
      ]);
    },
  );

  test(
    "passes asked for at once run one after the other and send once",
    { timeout: 60_000 },
    async ({ db }) => {
      const customerId = await addCustomer(db, {
        email: "insieme@example.it",
        password: "Cliente2026!",
      });
      const { logger } = capturingLogger();
      const job = createRenewalJob({ db, env, logger, mail: { kick() {} } });
      await job.runNow();
      const serviceId = await addService(db, customerId, { serviceName: "Posta", days: 20 });
      const reports = await Promise.all([job.runNow(), job.runNow(), job.runNow()]);
      expect(reports.map((report) => report.sent).sort()).toEqual([0, 0, 1]);
      expect(
        await db.select().from(renewalReminders).where(eq(renewalReminders.serviceId, serviceId)),
      ).toHaveLength(1);
      await job.stop();
    },
  );
});
