/**
 * The blog list filters (../shared/spec/public-site.md §4, §5): a search text, matched without
 * regard to case (or accents) over title, excerpt, content without tags and tags, and a
 * category. Browser-safe: the list page runs the same function on the server (query
 * parameters ?q= and ?categoria=, so it works without JavaScript) and in the browser.
 */
import { blogCategoryLabel } from "./blog-categories";

export type BlogFilters = { q: string; categoria: string };

export const emptyBlogFilters: BlogFilters = { q: "", categoria: "" };

/** What the filter reads of a post; `text` is the content with its tags stripped. */
export type SearchablePost = {
  title: string;
  excerpt: string | null;
  text: string;
  tags: readonly string[];
  category: string;
};

export const maxQueryLength = 200;

/** Lower case, no accents, single spaces: "  Perché   NIS2 " -> "perche nis2". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("it-IT")
    .replace(/\s+/g, " ")
    .trim();
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return filters.q.trim() !== "" || filters.categoria !== "";
}

export function matchesFilters(post: SearchablePost, filters: BlogFilters): boolean {
  if (filters.categoria && post.category !== filters.categoria) return false;
  const query = foldForSearch(filters.q);
  if (!query) return true;
  const fields = [post.title, post.excerpt ?? "", post.text, ...post.tags];
  return fields.some((field) => foldForSearch(field).includes(query));
}

/** The posts that match, in their original order. */
export function filterPosts<T extends SearchablePost>(
  posts: readonly T[],
  filters: BlogFilters,
): T[] {
  return posts.filter((post) => matchesFilters(post, filters));
}

/**
 * Filters from the query string. The search is cut to 200 characters; a category that is not
 * among `categories` (when given) is ignored.
 */
export function parseBlogFilters(
  params: URLSearchParams,
  categories?: readonly string[],
): BlogFilters {
  const q = Array.from(params.get("q") ?? "")
    .slice(0, maxQueryLength)
    .join("");
  const categoria = (params.get("categoria") ?? "").trim();
  const known = !categories || categories.includes(categoria);
  return { q, categoria: categoria && known ? categoria : "" };
}

/** The query string of some filters ("" when none is active), for links and the address bar. */
export function blogFiltersToSearch(filters: BlogFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q);
  if (filters.categoria) params.set("categoria", filters.categoria);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The distinct categories of some posts, sorted by their Italian name. */
export function categoriesOf(posts: readonly { category: string }[]): string[] {
  return [...new Set(posts.map((post) => post.category).filter(Boolean))].sort((a, b) =>
    blogCategoryLabel(a).localeCompare(blogCategoryLabel(b), "it"),
  );
}
