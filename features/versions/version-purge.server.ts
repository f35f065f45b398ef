import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import type { Logger } from "#server/logger";
import { createBackgroundJob, type BackgroundJob } from "#server/background-job";
import { purgeVersions, type ItemTables } from "./versions.server";

/** The tables of the versioned items (their versions go once the item is deleted). */
const itemTables: ItemTables = {
  blog: "blog_posts",
  solutions: "solutions",
  hero: "hero_variants",
  pages: "pages",
};

/** The key of the transaction lock one purge holds: another instance's purge meanwhile skips. */
const PURGE_LOCK = "versions purge";

/**
 * One purge of the versions (decision 063), on one instance at a time: the purge runs in a
 * transaction holding an advisory lock; an instance that finds it taken does nothing (null),
 * since the one holding it does the same work.
 */
export async function purgeVersionsOnce(db: Database, keep?: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${PURGE_LOCK}, 0)) as locked`,
    );
    const rows = (result as { rows: { locked: boolean }[] }).rows;
    if (!rows[0]?.locked) return null;
    return purgeVersions(tx, itemTables, keep);
  });
}

/** The versions' retention on the background-job runner (decision 041): at start, then daily. */
export function createVersionPurgeJob(
  db: Database,
  logger: Logger,
  everyMs = 24 * 60 * 60 * 1000,
): BackgroundJob<number | null> {
  return createBackgroundJob({
    name: "versions purge",
    logger,
    everyMs,
    firstAfterMs: Math.min(everyMs, 60_000),
    run: async () => {
      const deleted = await purgeVersionsOnce(db);
      if (deleted) logger.info({ deleted }, "old versions purged");
      return deleted;
    },
  });
}
