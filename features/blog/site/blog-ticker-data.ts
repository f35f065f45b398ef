/**
 * What the home blog ticker shows of a post (../shared/spec/public-site.md §2, §9). Browser-safe.
 */
import { blogCategoryLabel, defaultCategoryLabel } from "../blog-categories";

import { maxTickerPosts } from "./blog-ticker-limits";

export { maxTickerPosts, tickerTitleLength } from "./blog-ticker-limits";
export const defaultTickerCategory = defaultCategoryLabel;

/** A post as GET /api/blog or the domain list gives it (dates as Date or ISO string). */
export type TickerPostSource = {
  id: number;
  slug: string;
  title: string;
  category?: string | null;
  published?: boolean;
  publishedAt?: Date | string | null;
  createdAt: Date | string;
};

export type TickerPost = {
  id: number;
  slug: string;
  title: string;
  category: string;
  /** ISO date shown on the card: publication date, else creation date. */
  date: string;
};

/** Italian category name ('Articolo' when there is none), shared with the blog pages. */
export const tickerCategoryLabel = blogCategoryLabel;

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** Keeps published posts only, in the given order, and takes the first six. */
export function toTickerPosts(posts: readonly TickerPostSource[]): TickerPost[] {
  return posts
    .filter((post) => post.published !== false)
    .slice(0, maxTickerPosts)
    .map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      category: tickerCategoryLabel(post.category),
      date: iso(post.publishedAt ?? post.createdAt),
    }));
}
