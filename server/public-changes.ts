import type { Database } from "#db/client";
import { nextScheduledPublication } from "../features/blog/blog.server";
import { nextHeroChange } from "../features/hero/hero.server";
import { nextScheduledPage } from "../features/pages/pages.server";

/**
 * The first moment after `after` at which public content changes by the clock alone: a
 * scheduled blog post or page is published, or a hero variant's period starts or ends (decision 051).
 * The page cache keeps no entry beyond it.
 */
export async function nextPublicChange(db: Database, after: Date): Promise<Date | null> {
  const moments = await Promise.all([
    nextScheduledPublication(db, after),
    nextHeroChange(db, after),
    nextScheduledPage(db, after),
  ]);
  const times = moments.filter((moment) => moment !== null).map((moment) => moment.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}
