/**
 * Texts of a blog post's page metadata (../shared/spec/public-site.md §2 "Page metadata").
 * Browser-safe.
 */
import { cutAtWord, descriptionMaxLength, titleMaxLength } from "../shared/cut-at-word";
import { blogCategoryLabel } from "./blog-categories";
import { htmlToText } from "./blog-text";

export const descriptionLength = 155;

/**
 * The excerpt (at most 160 characters), or else the first 155 characters of the content with its
 * tags stripped; either cut after a whole word.
 */
export function postDescription(post: { excerpt: string | null; content: string }): string {
  const excerpt = post.excerpt?.replace(/\s+/g, " ").trim();
  return excerpt
    ? cutAtWord(excerpt, descriptionMaxLength)
    : cutAtWord(htmlToText(post.content), descriptionLength);
}

const length = (text: string) => Array.from(text).length;

/**
 * '{title} - Blog {brand} | {category}' when it fits in 60 characters; otherwise the category is
 * left out and the post title cut after a whole word, so that the title keeps the most room.
 */
export function postDocumentTitle(post: { title: string; category: string }, brand: string) {
  const title = post.title.trim();
  const full = `${title} - Blog ${brand} | ${blogCategoryLabel(post.category)}`;
  if (length(full) <= titleMaxLength) return full;
  const suffix = ` - Blog ${brand}`;
  return cutAtWord(title, Math.max(titleMaxLength - length(suffix), 10)) + suffix;
}
