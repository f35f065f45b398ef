import { romeDay } from "../shared/dates";

/** One <url> entry of a sitemap: absolute location and last modification. */
export type SitemapEntry = { loc: string; lastmod: Date };

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes the five XML special characters (the sitemap protocol requires it for <loc>). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char]!);
}

/** The whole sitemap document (sitemaps.org protocol 0.9). */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xmlEscape(entry.loc)}</loc>\n    <lastmod>${romeDay(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
