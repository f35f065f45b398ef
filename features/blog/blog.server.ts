import { and, asc, desc, eq, gt, lte, sql, type Placeholder } from "drizzle-orm";
import type { Database } from "#db/client";
import { currentHandle } from "#db/current-handle";
import { blogPosts } from "#db/schema";
import { sanitizeBlogHtml } from "./blog-html.server";
import { postDescription } from "./blog-meta";
import { imagePositionsOf, publicImagesOf } from "#features/media/media.server";
import { shownDate, toBlogListItem, type BlogListItem, type BlogPostView } from "./blog-views";
import { redirectedEntityId } from "../redirects/automatic-redirects.server";

export type BlogPost = typeof blogPosts.$inferSelect;

/** A post is public when published and its publication moment has come (PRODUCT.md point 5). */
export function isPubliclyVisible(
  post: Pick<BlogPost, "published" | "publishedAt">,
  now: Date,
): boolean {
  return post.published && (post.publishedAt === null || post.publishedAt <= now);
}

/** The rows of the posts public at `now` (the SQL of `isPubliclyVisible`). */
export const visibleNow = (now: Date | Placeholder) =>
  and(
    eq(blogPosts.published, true),
    sql`(${blogPosts.publishedAt} is null or ${lte(blogPosts.publishedAt, now)})`,
  );

/** Newest first, by publication date or else creation date. */
const newestFirst = desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`);

/**
 * The query of the blog list (`/api/blog`, the blog page, the sitemap), built once per database
 * handle: drizzle's building of it took 0.15–0.2 ms of CPU per call, against about 0.5 ms for
 * PGlite to answer it (docs/performance.md).
 */
const publicPostsQueries = new WeakMap<Database, ReturnType<typeof preparePublicPosts>>();
function preparePublicPosts(db: Database) {
  return db
    .select()
    .from(blogPosts)
    .where(visibleNow(sql.placeholder("now")))
    .orderBy(newestFirst, desc(blogPosts.id))
    .prepare("public_blog_posts");
}

export function listPublicPosts(scoped: Database, now = new Date()): Promise<BlogPost[]> {
  const db = currentHandle(scoped);
  let query = publicPostsQueries.get(db);
  if (!query) {
    query = preparePublicPosts(db);
    publicPostsQueries.set(db, query);
  }
  // As drizzle sends a Date bound to a timestamp column (a placeholder is sent as given).
  return query.execute({ now: now.toISOString() });
}

/**
 * The first moment after `after` at which a published post scheduled for later becomes public,
 * or null when none is waiting: public pages must not be served from a cache beyond it.
 */
export async function nextScheduledPublication(db: Database, after: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, after)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1);
  return row?.at ?? null;
}

/** Slugs are stored in at most 255 characters; anything longer or with control characters is unknown. */
export function isPlausibleSlug(slug: string): boolean {
  if (slug.length === 0 || slug.length > 255) return false;
  return !Array.from(slug).some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);
}

export async function getPublicPostBySlug(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<BlogPost | null> {
  if (!isPlausibleSlug(slug)) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visibleNow(now)))
    .limit(1);
  return row ?? null;
}

/**
 * The current slug of the public post an old slug named (decision 026), or null: unknown,
 * never renamed, or the post is no longer public.
 */
export async function currentPostSlug(
  db: Database,
  oldSlug: string,
  now = new Date(),
): Promise<string | null> {
  if (!isPlausibleSlug(oldSlug)) return null;
  const id = await redirectedEntityId(db, "blog_post", `/blog/${oldSlug}`);
  if (id === null) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visibleNow(now)));
  return row?.slug ?? null;
}

export type PostSummary = Pick<
  BlogPost,
  "id" | "slug" | "title" | "category" | "published" | "publishedAt" | "createdAt"
>;

/** The newest public posts without their content, in list order (home blog ticker). */
export function listLatestPublicPosts(
  db: Database,
  limit: number,
  now = new Date(),
): Promise<PostSummary[]> {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      category: blogPosts.category,
      published: blogPosts.published,
      publishedAt: blogPosts.publishedAt,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(visibleNow(now))
    .orderBy(newestFirst, desc(blogPosts.id))
    .limit(limit);
}

/** A public post as the API gives it: every stored field, the content sanitized again. */
export function toPublicPost(post: BlogPost): BlogPost {
  return { ...post, content: sanitizeBlogHtml(post.content) };
}

/** The blog list page: every public post, newest first, with its content as plain text. */
export async function listPublicPostItems(db: Database, now = new Date()): Promise<BlogListItem[]> {
  const items = (await listPublicPosts(db, now)).map(toBlogListItem);
  const positions = await imagePositionsOf(
    db,
    items.map((item) => item.imageUrl),
  );
  return items.map((item) => {
    const imagePosition = item.imageUrl ? positions.get(item.imageUrl) : undefined;
    return imagePosition ? { ...item, imagePosition } : item;
  });
}

/** The blog post page: the post with sanitized content and its meta description, or null. */
export async function getPublicPostView(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<BlogPostView | null> {
  const post = await getPublicPostBySlug(db, slug, now);
  if (!post) return null;
  const cover = post.imageUrl ? (await publicImagesOf(db, [post.imageUrl]))[post.imageUrl] : null;
  return {
    ...(cover?.position ? { imagePosition: cover.position } : {}),
    ...(cover?.alt ? { imageAlt: cover.alt } : {}),
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt?.trim() || null,
    category: post.category,
    tags: (post.tags ?? []).filter((tag) => tag.trim() !== ""),
    imageUrl: post.imageUrl || null,
    author: post.author?.trim() || null,
    date: shownDate(post),
    updatedAt: post.updatedAt.toISOString(),
    contentHtml: sanitizeBlogHtml(post.content),
    description: postDescription(post),
  };
}
