import { pages } from "./pages.table";
import type { StoredPageContent } from "./page-content";

export type PageRow = typeof pages.$inferSelect;

/**
 * The columns a visitor's read needs: not the draft (as large as the content, and parsed for
 * nothing: a third of the time of reading `/`'s row on PGlite).
 */
export const visibleColumns = {
  path: pages.path,
  live: pages.live,
  scheduled: pages.scheduled,
  scheduledAt: pages.scheduledAt,
  publishedAt: pages.publishedAt,
};

export type VisibleRow = Pick<PageRow, keyof typeof visibleColumns>;

/** The content visitors see at `now`, or null (decision 057: a scheduled content by the clock). */
export function visibleContent(
  row: Pick<PageRow, "live" | "scheduled" | "scheduledAt">,
  now: Date,
): StoredPageContent | null {
  if (row.scheduled && row.scheduledAt && row.scheduledAt <= now) return row.scheduled;
  return row.live;
}
