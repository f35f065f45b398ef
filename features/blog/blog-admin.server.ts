import { and, desc, eq, getTableColumns, like, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { deleteById } from "#db/rows";
import { listQuery } from "#server/http/list-query";
import { mapPage, tablePage, tableList } from "#db/list-query";
import { blogPosts } from "#db/schema";
import { DomainError } from "../shared/domain-error";
import { sanitizeBlogHtml } from "./blog-html.server";
import { toPublicPost, type BlogPost } from "./blog.server";
import { blogMessages, hasVisibleContent, type BlogPostInput } from "./blog.schema";
import { slugify, uniqueSlug } from "./blog-slug";
import {
  forgetRedirectsOf,
  recordPathChange,
  releasePath,
} from "../redirects/automatic-redirects.server";

/**
 * Back-office writes of blog posts (../shared/spec/back-office.md §3, §5, §7). The content is
 * sanitized on every write; the slug comes from the given slug or else the title, made unique
 * with -2, -3...; an empty publication date means now. Writers take a table lock so two saves of
 * the same title cannot pick the same slug.
 */

/** Sanitized content that shows nothing (e.g. only a script). */

/** Every post, drafts and scheduled ones included: newest publication (or creation) first. */
export function listAllPosts(db: Database): Promise<BlogPost[]> {
  return db
    .select()
    .from(blogPosts)
    .orderBy(
      desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
      desc(blogPosts.id),
    );
}

async function freeSlug(tx: Transaction, base: string, ownId: number | null): Promise<string> {
  const similar = or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`));
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(ownId === null ? similar : and(similar, ne(blogPosts.id, ownId)));
  return uniqueSlug(
    base,
    rows.map((row) => row.slug),
  );
}

function toRow(input: BlogPostInput, now: Date) {
  const content = sanitizeBlogHtml(input.content);
  if (!hasVisibleContent(content))
    throw new DomainError("invalid", blogMessages.content, "content");
  const { slug: _slug, publishedAt, ...rest } = input;
  return { ...rest, content, publishedAt: publishedAt ? new Date(publishedAt) : now };
}

/** A post's public address. */
const postPath = (slug: string) => `/blog/${slug}`;

const lockPosts = (tx: Transaction) =>
  tx.execute(sql`lock table ${blogPosts} in share row exclusive mode`);

export async function createPost(
  db: Database,
  input: BlogPostInput,
  now = new Date(),
): Promise<BlogPost> {
  const row = toRow(input, now);
  return db.transaction(async (tx) => {
    await lockPosts(tx);
    const slug = await freeSlug(tx, slugify(input.slug || input.title), null);
    const [created] = await tx
      .insert(blogPosts)
      .values({ ...row, slug })
      .returning();
    // A new post at an address someone's redirect took elsewhere: the post wins (decision 062).
    await releasePath(tx, postPath(slug));
    return created!;
  });
}

/**
 * The updated post, or null when the id is unknown (then nothing changes). A changed slug keeps
 * the old address as a redirect (decision 062): it answers 301 to the new one.
 */
export async function updatePost(
  db: Database,
  id: number,
  input: BlogPostInput,
  now = new Date(),
): Promise<BlogPost | null> {
  const row = toRow(input, now);
  return db.transaction(async (tx) => {
    await lockPosts(tx);
    const [current] = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.id, id));
    if (!current) return null;
    const slug = await freeSlug(tx, slugify(input.slug || input.title), id);
    const [updated] = await tx
      .update(blogPosts)
      .set({ ...row, slug, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordPathChange(tx, "blog_post", id, postPath(current.slug), postPath(slug));
    return updated ?? null;
  });
}

/** True when a post was deleted (its old addresses with it). */
export async function deletePost(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteById(tx, blogPosts, id);
    await forgetRedirectsOf(tx, "blog_post", id);
    return deleted;
  });
}

const b = blogPosts;
export const blogList = tableList({
  search: [b.title, b.excerpt, b.author],
  columns: {
    title: b.title,
    category: b.category,
    published: b.published,
    date: sql`coalesce(${b.publishedAt}, ${b.createdAt})`,
  },
  defaults: [desc(sql`coalesce(${b.publishedAt}, ${b.createdAt})`), desc(b.id)],
});

/** The admin blog list's query (decision 023). */
export const blogListQuery = listQuery(blogList);

/** GET /api/admin/blog: one page of every article (drafts, scheduled), newest first unless sorted. */
export async function listAdminPostPage(
  db: Database,
  params: ReturnType<typeof blogListQuery.parse>,
) {
  return mapPage(tablePage(db, b, getTableColumns(b), blogList, params), toPublicPost);
}
