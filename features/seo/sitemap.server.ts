import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { solutions } from "#db/schema";
import { listPublicPosts } from "../blog/blog.server";
import { listPublicPages } from "../pages/pages.server";
import { listPublishedGuideSlugs } from "../guides/guides.server";
import { sitemapStaticPaths } from "./public-pages";
import { renderUrlset, type SitemapEntry } from "./sitemap-xml";

export type Sitemap = {
  xml: string;
  /** Number of URLs listed (the back office's 'generate sitemap' reports it). */
  pages: number;
};

/** Slug and last change of every published platform, in catalogue order. */
export function listPublishedSolutionSlugs(
  db: Database,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: solutions.slug, updatedAt: solutions.updatedAt })
    .from(solutions)
    .where(eq(solutions.published, true))
    .orderBy(asc(solutions.sortOrder), asc(solutions.id));
}

const newest = (dates: Date[], fallback: Date) =>
  dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : fallback;

/**
 * The sitemap as it stands at `now` (PRODUCT.md point 9): the public static pages, every publicly
 * visible blog post (drafts and posts scheduled after `now` left out) and every published
 * platform, every published page built from blocks (decision 057) and every published guide (decision 065). Posts and platforms carry their own last change; /blog and /piattaforme the newest
 * of their items (a scheduled post counts from its publication); other pages the generation day.
 */
export async function buildSitemap(
  db: Database,
  siteUrl: string,
  now = new Date(),
): Promise<Sitemap> {
  const [posts, platforms, builtPages, guides] = await Promise.all([
    listPublicPosts(db, now),
    listPublishedSolutionSlugs(db),
    listPublicPages(db, now),
    listPublishedGuideSlugs(db),
  ]);
  const base = siteUrl.replace(/\/+$/, "");
  const url = (path: string) => `${base}${path}`;
  const segment = (slug: string) => encodeURIComponent(slug);

  const blogChanged = newest(
    posts.flatMap((post) =>
      post.publishedAt ? [post.updatedAt, post.publishedAt] : [post.updatedAt],
    ),
    now,
  );
  const platformsChanged = newest(
    platforms.map((platform) => platform.updatedAt),
    now,
  );
  const listChanged: Record<string, Date> = {
    "/blog": blogChanged,
    "/piattaforme": platformsChanged,
    "/guide": newest(
      guides.map((guide) => guide.updatedAt),
      now,
    ),
  };

  const pageChanged = new Map(builtPages.map((page) => [page.path, page.updatedAt]));
  const staticPaths = sitemapStaticPaths();
  const entries: SitemapEntry[] = [
    ...staticPaths.map((path) => ({
      loc: url(path),
      lastmod: listChanged[path] ?? pageChanged.get(path) ?? now,
    })),
    ...builtPages
      .filter((page) => !staticPaths.includes(page.path))
      .map((page) => ({ loc: url(page.path), lastmod: page.updatedAt })),
    ...posts.map((post) => ({ loc: url(`/blog/${segment(post.slug)}`), lastmod: post.updatedAt })),
    ...platforms.map((platform) => ({
      loc: url(`/piattaforme/${segment(platform.slug)}`),
      lastmod: platform.updatedAt,
    })),
    ...guides.map((guide) => ({
      loc: url(`/guide/${segment(guide.slug)}`),
      lastmod: guide.updatedAt,
    })),
  ];
  return { xml: renderUrlset(entries), pages: entries.length };
}
