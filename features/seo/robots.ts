/** Areas search engines must not crawl (PRODUCT.md point 9). */
export const disallowedPaths = ["/admin", "/customer", "/api"] as const;

/** robots.txt: everything public may be crawled, the private areas not, and where the sitemap is. */
export function buildRobotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
