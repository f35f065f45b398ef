import { romeDay } from "#kit/lib/dates";

/** One <url> entry of a sitemap: absolute location and last modification. */
export type SitemapEntry = { loc: string; lastmod: Date };

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Code points XML 1.0 forbids even escaped (control characters but tab and line breaks, lone
 * surrogates, U+FFFE, U+FFFF): one of them makes the whole document malformed.
 */
const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * A text as XML character data: without the code points XML forbids, and with the five special
 * characters escaped (the sitemap protocol requires it for <loc>; the RSS feed writes every text
 * through it).
 */
export function xmlEscape(text: string): string {
  return text.replace(notXmlChar, "").replace(/[&<>"']/g, (char) => xmlEntities[char]!);
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
