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

const romeDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** W3C date 'YYYY-MM-DD' of a moment, as a calendar day in the company's time zone. */
export function sitemapDate(date: Date): string {
  return romeDate.format(date);
}

/** The whole sitemap document (sitemaps.org protocol 0.9). */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${xmlEscape(entry.loc)}</loc>\n    <lastmod>${sitemapDate(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
