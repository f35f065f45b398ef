import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import type { Logger } from "../logger";

/** /healthz must answer within 2 s: a monitor that waits longer counts the process as hung. */
export const DATABASE_PROBE_TIMEOUT_MS = 1_500;

/**
 * "Does the database answer `select 1` within the time limit?" for /healthz. It never waits
 * longer than `timeoutMs`, whatever the database does: a frozen server or a pool whose ten
 * connections are all stuck answers false in time. While one probe is still waiting for its
 * answer, later ones share it instead of queueing more queries on a struggling pool.
 */
export function createDatabaseProbe(
  db: Database,
  logger: Logger,
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
): () => Promise<boolean> {
  let pending: Promise<boolean> | null = null;

  const query = () =>
    db.execute(sql`select 1`).then(
      () => true,
      (error: unknown) => {
        logger.error({ err: error }, "health check failed");
        return false;
      },
    );

  return async () => {
    pending ??= query().finally(() => {
      pending = null;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), timeoutMs);
    });
    const outcome = await Promise.race([pending, late]).finally(() => clearTimeout(timer));
    if (outcome === "late") {
      logger.error({ timeoutMs }, "health check failed: the database did not answer in time");
      return false;
    }
    return outcome;
  };
}
