import type { Database } from "#db/client";
import { listPublicPosts } from "../blog/blog.server";
import { listPublishedSolutionSlugs } from "../seo/sitemap.server";
import { publicPagePaths } from "../seo/public-pages";
import { pages } from "./pages.table";
import { visibleContent } from "./pages.server";
import type { KnownPaths } from "./page-checks";

/**
 * The site's addresses for the editor's link check (decision 059): what visitors can open now
 * (the pages of code, published pages, blog posts, platforms) and the pages not published yet.
 */
export async function knownPaths(db: Database, now = new Date()): Promise<KnownPaths> {
  const [rows, posts, platforms] = await Promise.all([
    db.select().from(pages),
    listPublicPosts(db, now),
    listPublishedSolutionSlugs(db),
  ]);
  const visible = rows.filter((row) => visibleContent(row, now) !== null);
  return {
    live: [
      ...new Set([
        ...publicPagePaths(),
        ...visible.map((row) => row.path),
        ...posts.map((post) => `/blog/${post.slug}`),
        ...platforms.map((platform) => `/piattaforme/${platform.slug}`),
      ]),
    ].sort(),
    drafts: rows
      .filter((row) => visibleContent(row, now) === null)
      .map((row) => row.path)
      .sort(),
  };
}
