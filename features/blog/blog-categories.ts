import { labelledOptions } from "../shared/value-options";

/**
 * Blog categories: the one list the database column (features/<entity>/<entity>.table.ts), the zod schema and
 * the pages use, with Italian display names and badge colours (../shared/spec/public-site.md §3).
 * Browser-safe (no zod, no drizzle); used by the blog pages, the home ticker, the metadata and
 * the admin dialog. Every badge pairs a light background with a dark text of the same hue, well
 * above the 4.5:1 AA contrast.
 */

export const blogCategories = [
  "tecnologia",
  "web-design",
  "sviluppo",
  "sicurezza",
  "consulenza-it",
  "programmazione",
  "e-commerce",
  "tutorial",
  "news",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const blogCategoryLabels: Readonly<Record<BlogCategory, string>> = {
  tecnologia: "Tecnologia",
  "web-design": "Web Design",
  sviluppo: "Sviluppo",
  sicurezza: "Sicurezza",
  "consulenza-it": "Consulenza IT",
  programmazione: "Programmazione",
  "e-commerce": "E-commerce",
  tutorial: "Tutorial",
  news: "News",
};

/** Whether a stored or requested text is one of the categories. */
export const isBlogCategory = (value: string): value is BlogCategory =>
  Object.hasOwn(blogCategoryLabels, value);

/** Shown when a post has no category (home ticker, metadata). */
export const defaultCategoryLabel = "Articolo";

/** Literal class names, so Tailwind finds them when it scans the sources. */
const badgeClasses: Readonly<Record<BlogCategory, string>> = {
  sviluppo: "bg-blue-100 text-blue-800",
  sicurezza: "bg-red-100 text-red-800",
  "e-commerce": "bg-green-100 text-green-800",
  "consulenza-it": "bg-indigo-100 text-indigo-800",
  programmazione: "bg-cyan-100 text-cyan-800",
  tecnologia: "bg-purple-100 text-purple-800",
  "web-design": "bg-pink-100 text-pink-800",
  tutorial: "bg-orange-100 text-orange-800",
  news: "bg-amber-100 text-amber-800",
};
const otherBadge = "bg-slate-100 text-slate-800";

/** Decorative backgrounds for posts without an image, in the same hues. */
const coverClasses: Readonly<Record<BlogCategory, string>> = {
  sviluppo: "from-blue-700 to-blue-500",
  sicurezza: "from-red-800 to-red-600",
  "e-commerce": "from-green-800 to-green-600",
  "consulenza-it": "from-indigo-800 to-indigo-600",
  programmazione: "from-cyan-800 to-cyan-600",
  tecnologia: "from-purple-800 to-purple-600",
  "web-design": "from-pink-800 to-pink-600",
  tutorial: "from-orange-800 to-orange-600",
  news: "from-amber-800 to-amber-600",
};
const otherCover = "from-slate-700 to-slate-500";

const key = (category: string | null | undefined) => category?.trim() ?? "";

/** "consulenza-it" -> "Consulenza IT"; unknown values are shown as written, empty ones as 'Articolo'. */
export function blogCategoryLabel(category: string | null | undefined): string {
  const value = key(category);
  if (!value) return defaultCategoryLabel;
  return isBlogCategory(value) ? blogCategoryLabels[value] : value;
}

/** Background and text classes of a category badge; any other category is slate. */
export function blogCategoryBadgeClass(category: string | null | undefined): string {
  const value = key(category);
  return isBlogCategory(value) ? badgeClasses[value] : otherBadge;
}

/** Gradient classes (use with bg-linear-to-br) for a post without its own image. */
export function blogCategoryCoverClass(category: string | null | undefined): string {
  const value = key(category);
  return isBlogCategory(value) ? coverClasses[value] : otherCover;
}

export const blogCategoryOptions = labelledOptions(blogCategories, blogCategoryLabels);
