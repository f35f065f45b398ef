import type { BlogCategory } from "#features/blog/blog-categories";

/** One demo article; when it goes public is described by `schedule`. */
export type PostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  author: string;
  content: string;
  schedule:
    | { kind: "published"; at: string }
    | { kind: "draft" }
    | { kind: "scheduled"; daysAhead: number };
};
