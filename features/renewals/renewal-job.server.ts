import type { Database } from "#db/client";
import type { Env } from "#server/env";
import type { Logger } from "#server/logger";
import type { MailKicker, PeriodicJob } from "#server/mail-worker";
import { isDatabaseUnavailable } from "#server/http/database-unavailable";
import { runRenewalReminders, type ReminderRunReport } from "./reminders.server";

/** `runNow`: also the admin's "Invia promemoria ora". */
export type RenewalJob = PeriodicJob<ReminderRunReport>;

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
 * The renewal reminders' timer, started with the server like the mail worker (decision 033).
 * A pass finds what is due on the day in Rome; running it hourly means a new day's reminders go
 * out within the hour and a restart loses nothing. Passes in one process never overlap; passes
 * of several instances are made safe by the reminders' unique key.
 */
export function createRenewalJob(options: JobOptions): RenewalJob {
  const { db, env, logger, mail } = options;
  const intervalMs = options.intervalMs ?? 60 * 60_000;
  const firstDelayMs = options.firstDelayMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<ReminderRunReport> | null = null;

  const pass = async (): Promise<ReminderRunReport> => {
    const report = await runRenewalReminders(db, { mailTo: env.MAIL_TO, siteUrl: env.siteUrl });
    if (report.sent > 0) {
      logger.info(report, "renewal reminders queued");
      mail.kick();
    }
    return report;
  };

  const runNow = (): Promise<ReminderRunReport> => {
    // A pass in progress is waited for, then one more runs: what it reports is current.
    const next = (running ?? Promise.resolve()).catch(() => {}).then(pass);
    const tracked = next.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return next;
  };

  const scheduled = () => {
    runNow().catch((error: unknown) => {
      if (isDatabaseUnavailable(error))
        logger.warn({ err: error }, "renewal reminders: database unavailable");
      else logger.error({ err: error }, "renewal reminders failed");
    });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(scheduled, intervalMs);
      timer.unref();
      first = setTimeout(scheduled, firstDelayMs);
      first.unref();
    },
    runNow,
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
