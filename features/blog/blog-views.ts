/**
 * What the blog pages get from their loaders (browser-safe types and mappers). Dates travel as
 * ISO strings; the list carries the content as plain text for the search.
 */
import { htmlToText } from "./blog-text";
import type { SearchablePost } from "./blog-filter";

/** The stored fields the views read (a blog_posts row). */
export type BlogPostSource = {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  tags: string[] | null;
  imageUrl: string | null;
  author: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

export type BlogListItem = SearchablePost & {
  id: number;
  slug: string;
  imageUrl: string | null;
  /** The cover's CSS object-position from its focal point in the media library (decision 064). */
  imagePosition?: string;
  /** Publication date, else creation date (ISO). */
  date: string;
};

export type BlogPostView = {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  tags: string[];
  imageUrl: string | null;
  /** The cover's CSS object-position from its focal point in the media library (decision 064). */
  imagePosition?: string;
  /** The cover's alternative text in the media library, when it has one (decision 064). */
  imageAlt?: string;
  author: string | null;
  /** Shown date: publication, else creation (ISO). */
  date: string;
  updatedAt: string;
  /** Sanitized HTML of the article body. */
  contentHtml: string;
  /** Meta description: the excerpt, else the start of the content. */
  description: string;
};

export const shownDate = (post: Pick<BlogPostSource, "publishedAt" | "createdAt">) =>
  (post.publishedAt ?? post.createdAt).toISOString();

export function toBlogListItem(post: BlogPostSource): BlogListItem {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt?.trim() || null,
    text: htmlToText(post.content),
    tags: (post.tags ?? []).filter((tag) => tag.trim() !== ""),
    category: post.category,
    imageUrl: post.imageUrl || null,
    date: shownDate(post),
  };
}
