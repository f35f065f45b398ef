import type { DatabaseHandle } from "#db/client";
import type { Logger } from "../logger";
import { createRateLimitStore, type RateLimitStore } from "../http/rate-limit";
import {
  localContentChanges,
  postgresContentChanges,
  type ContentChanges,
} from "./content-changes";
import { createPostgresRateLimitStore } from "./postgres-rate-limits";

/** What instances of the site must share to behave as one (decision 028). */
export type SharedState = {
  rateLimits: RateLimitStore;
  contentChanges: ContentChanges;
  close(): Promise<void>;
};

/**
 * The one place that chooses: on PostgreSQL (DATABASE_URL), rate limits and login throttling in
 * the database and content changes told to every instance; on PGlite, which only one process
 * can open, both stay in this process's memory.
 */
export async function openSharedState(
  database: Pick<DatabaseHandle, "db" | "driver">,
  options: { url?: string; logger: Logger; pollMs?: number },
): Promise<SharedState> {
  const { logger } = options;
  if (database.driver === "postgres" && options.url) {
    const contentChanges = await postgresContentChanges({
      db: database.db,
      url: options.url,
      logger,
      pollMs: options.pollMs,
    });
    return {
      rateLimits: createPostgresRateLimitStore(database.db, {
        onError: (error) => logger.warn({ err: error }, "rate limits: expired rows not deleted"),
      }),
      contentChanges,
      close: () => contentChanges.close(),
    };
  }
  const contentChanges = localContentChanges();
  return {
    rateLimits: createRateLimitStore(),
    contentChanges,
    close: () => contentChanges.close(),
  };
}
