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
  guides: "guides",
};

/** One purge of the versions (decision 063): one statement, on one instance at a time. */
export const purgeVersionsOnce = (db: Database, keep?: number): Promise<number> =>
  purgeVersions(db, itemTables, keep);

/** The versions' retention on the background-job runner (decision 041): at start, then daily. */
export function createVersionPurgeJob(
  db: Database,
  logger: Logger,
  everyMs = 24 * 60 * 60 * 1000,
): BackgroundJob<number> {
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
