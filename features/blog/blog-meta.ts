/** Texts of a blog post's page metadata (spec public-site, "Page metadata"). Browser-safe. */
import { blogCategoryLabel } from "./blog-categories";
import { firstChars, htmlToText } from "./blog-text";

export const descriptionLength = 155;

/** The excerpt, or else the first 155 characters of the content with its tags stripped. */
export function postDescription(post: { excerpt: string | null; content: string }): string {
  const excerpt = post.excerpt?.replace(/\s+/g, " ").trim();
  return excerpt || firstChars(htmlToText(post.content), descriptionLength);
}

/** '{title} - Blog {brand} | {category}' */
export function postDocumentTitle(post: { title: string; category: string }, brand: string) {
  return `${post.title} - Blog ${brand} | ${blogCategoryLabel(post.category)}`;
}
