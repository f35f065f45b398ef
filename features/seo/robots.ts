import { blogFeedPath } from "../blog/blog-feed-link";
/** Areas search engines must not crawl (PRODUCT.md point 9). */
export const disallowedPaths = ["/admin", "/customer", "/api"] as const;

/**
 * robots.txt: everything public may be crawled, the private areas not, and where the sitemap and
 * the blog's RSS feed are (search engines read an RSS 2.0 feed named by `Sitemap:` as a sitemap of
 * the newest posts).
 */
export function buildRobotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    `Sitemap: ${base}${blogFeedPath}`,
    "",
  ].join("\n");
}
