import type { Database } from "#db/client";
import type { Logger } from "#server/logger";
import { createBackgroundJob, type BackgroundJob } from "#server/background-job";
import { purgeNotFound } from "./redirects.server";

/**
 * The 404 log's cap (decision 062), on the background-job runner (decision 041) with the other
 * daily jobs: at start, then once a day, the paths beyond the most recent NOT_FOUND_LOG_CAP
 * go. One statement: instances purging at once delete the same rows.
 */
export function createNotFoundPurgeJob(
  db: Database,
  logger: Logger,
  everyMs = 24 * 60 * 60 * 1000,
): BackgroundJob<number> {
  return createBackgroundJob({
    name: "404 log purge",
    logger,
    everyMs,
    firstAfterMs: 0,
    run: () => purgeNotFound(db),
  });
}
