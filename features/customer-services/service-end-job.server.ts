import { and, inArray, isNotNull, lt } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerServices } from "#db/schema";
import type { Logger } from "#server/logger";
import { createBackgroundJob, type BackgroundJob } from "#server/background-job";
import { romeDay, romeDayStart } from "#kit/lib/dates";

export type ServiceEndReport = { ended: number };

/**
 * Ends the services whose cancellation was approved "alla scadenza" (decision 046) once their end
 * day has passed in Rome: status 'cancelled'. One UPDATE, so any number of passes at once, in one
 * process or on several instances, end each service once; a pass with nothing due changes nothing.
 */
export async function endServicesDue(db: Database, now = new Date()): Promise<ServiceEndReport> {
  const today = romeDayStart(romeDay(now))!;
  const ended = await db
    .update(customerServices)
    .set({ status: "cancelled" })
    .where(
      and(
        isNotNull(customerServices.endsAt),
        lt(customerServices.endsAt, today),
        inArray(customerServices.status, ["active", "suspended"]),
      ),
    )
    .returning({ id: customerServices.id });
  return { ended: ended.length };
}

type JobOptions = {
  db: Database;
  logger: Logger;
  /** Every hour by default: the work is daily, so a day's endings happen within its first hour. */
  intervalMs?: number;
  /** The first pass after start(): a minute by default, so it never slows the start-up. */
  firstDelayMs?: number;
};

/** The services' end of service on the background-job runner (decision 041). */
export function createServiceEndJob(options: JobOptions): BackgroundJob<ServiceEndReport> {
  const { db, logger } = options;
  return createBackgroundJob({
    name: "service endings",
    logger,
    everyMs: options.intervalMs ?? 60 * 60_000,
    firstAfterMs: options.firstDelayMs ?? 60_000,
    run: async () => {
      const report = await endServicesDue(db);
      if (report.ended > 0) logger.info(report, "services ended at their expiry");
      return report;
    },
  });
}
