import type { blogCategory } from "../../schema";

/** One demo article; when it goes public is described by `schedule`. */
export type PostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  category: (typeof blogCategory)[number];
  tags: string[];
  author: string;
  content: string;
  schedule:
    | { kind: "published"; at: string }
    | { kind: "draft" }
    | { kind: "scheduled"; daysAhead: number };
};
