/** A page's state (decision 057), browser-safe: its words and badge tones in the back office. */
export const pageStatuses = ["draft", "published", "scheduled"] as const;
export type PageStatus = (typeof pageStatuses)[number];

export const pageStatusLabels: Record<PageStatus, string> = {
  draft: "Bozza",
  published: "Pubblicata",
  scheduled: "Programmata",
};
