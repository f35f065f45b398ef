/**
 * The items whose public address is a slug kept in the slug history (decision 026), with the
 * path their pages live under. Browser-safe.
 */
export const slugEntityTypes = ["blog_post", "solution"] as const;
export type SlugEntityType = (typeof slugEntityTypes)[number];

export const slugEntityPaths: Record<SlugEntityType, string> = {
  blog_post: "/blog",
  solution: "/piattaforme",
};
