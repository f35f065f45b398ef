import type { pages } from "./pages.table";
import type { StoredPageContent } from "./page-content";

export type PageRow = typeof pages.$inferSelect;

/** The content visitors see at `now`, or null (decision 057: a scheduled content by the clock). */
export function visibleContent(row: PageRow, now: Date): StoredPageContent | null {
  if (row.scheduled && row.scheduledAt && row.scheduledAt <= now) return row.scheduled;
  return row.live;
}
