import type { Database } from "#db/client";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import type { MailKicker } from "#server/mail-worker";
import { createBackgroundJob, type BackgroundJob } from "#server/background-job";
import { runRenewalReminders, type ReminderRunReport } from "./reminders.server";

/** `runNow`: also the admin's "Invia promemoria ora". */
export type RenewalJob = BackgroundJob<ReminderRunReport>;

type JobOptions = {
  db: Database;
  env: Pick<Env, "MAIL_TO" | "siteUrl">;
  logger: Logger;
  mail: MailKicker;
  /** How often the pass runs: every hour by default (each reminder is still sent once). */
  intervalMs?: number;
  /** The first pass after start(): a minute by default, so it never slows the start-up. */
  firstDelayMs?: number;
};

/**
 * The renewal reminders' timer, started with the server like the mail worker (decision 033), on
 * the one background-job runner (decision 041). A pass finds what is due on the day in Rome;
 * running it hourly means a new day's reminders go out within the hour and a restart loses
 * nothing. Passes in one process never overlap; passes of several instances are made safe by the
 * reminders' unique key.
 */
export function createRenewalJob(options: JobOptions): RenewalJob {
  const { db, env, logger, mail } = options;
  return createBackgroundJob({
    name: "renewal reminders",
    logger,
    everyMs: options.intervalMs ?? 60 * 60_000,
    firstAfterMs: options.firstDelayMs ?? 60_000,
    run: async () => {
      const report = await runRenewalReminders(db, { mailTo: env.MAIL_TO, siteUrl: env.siteUrl });
      if (report.sent > 0) {
        logger.info(report, "renewal reminders queued");
        mail.kick();
      }
      return report;
    },
  });
}
