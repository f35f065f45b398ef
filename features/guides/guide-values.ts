/** The guides' states in the back office's filter (decision 065). Browser-safe. */
export const guideStatuses = ["published", "draft"] as const;
export type GuideStatus = (typeof guideStatuses)[number];

export const guideStatusLabels: Record<GuideStatus, string> = {
  published: "Pubblicate",
  draft: "Bozze",
};
