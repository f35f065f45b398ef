import type { PreparedData } from "./block-catalog";

/** The summary is read by the lists of other pages: the page itself shows nothing of it. */
export function PageSummaryView(_props: { id: string; data: PreparedData<"page-summary"> }) {
  return null;
}
