/**
 * Blog categories: Italian display names and badge colours (spec public-site section 3).
 * Browser-safe; used by the blog pages, the home ticker and the metadata. Every badge pairs a
 * light background with a dark text of the same hue, well above the 4.5:1 AA contrast.
 */

export const blogCategoryLabels: Readonly<Record<string, string>> = {
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

/** Shown when a post has no category (home ticker, metadata). */
export const defaultCategoryLabel = "Articolo";

/** Literal class names, so Tailwind finds them when it scans the sources. */
const badgeClasses: Readonly<Record<string, string>> = {
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
const coverClasses: Readonly<Record<string, string>> = {
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
  return blogCategoryLabels[value] ?? value;
}

/** Background and text classes of a category badge; any other category is slate. */
export function blogCategoryBadgeClass(category: string | null | undefined): string {
  return badgeClasses[key(category)] ?? otherBadge;
}

/** Gradient classes (use with bg-linear-to-br) for a post without its own image. */
export function blogCategoryCoverClass(category: string | null | undefined): string {
  return coverClasses[key(category)] ?? otherCover;
}
