import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema";

export type BlogPost = typeof blogPosts.$inferSelect;

/** A post is public when published and its publication moment has come (PRODUCT.md point 5). */
export function isPubliclyVisible(
  post: Pick<BlogPost, "published" | "publishedAt">,
  now: Date,
): boolean {
  return post.published && (post.publishedAt === null || post.publishedAt <= now);
}

const visibleNow = (now: Date) =>
  and(
    eq(blogPosts.published, true),
    sql`(${blogPosts.publishedAt} is null or ${lte(blogPosts.publishedAt, now)})`,
  );

/** Newest first, by publication date or else creation date. */
const newestFirst = desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`);

export function listPublicPosts(db: Database, now = new Date()): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .where(visibleNow(now))
    .orderBy(newestFirst, desc(blogPosts.id));
}

export async function getPublicPostBySlug(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visibleNow(now)))
    .limit(1);
  return row ?? null;
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
