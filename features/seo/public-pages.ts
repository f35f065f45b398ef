import { routeMetaTable } from "./route-meta-table";

/**
 * Paths of every public page of the route table, indexed or not (/webmail, /customer/login,
 * /privacy-policy too): the pages a visitor can open without signing in. Home first.
 */
export function publicPagePaths(): string[] {
  return Object.keys(routeMetaTable);
}

/**
 * Paths of the public pages that belong in the sitemap: every route of the metadata table except
 * pages kept out of search results (noindex: /webmail, /customer/login) and duplicates whose
 * canonical URL is another page (/privacy-policy, canonical /privacy). Home first.
 */
export function sitemapStaticPaths(): string[] {
  return Object.entries(routeMetaTable)
    .filter(([path, entry]) => !entry.noindex && (entry.canonicalPath ?? path) === path)
    .map(([path]) => path);
}
