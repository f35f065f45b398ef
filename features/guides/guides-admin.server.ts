import { and, asc, eq, getTableColumns, like, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { deleteById } from "#db/rows";
import { tableList, tablePage } from "#db/list-query";
import { listQuery, optionalParam, idFilter } from "#server/http/list-query";
import { z } from "#kit/lib/zod";
import { sanitizeBlogHtml } from "#features/blog/blog-html.server";
import { hasVisibleContent } from "#features/blog/blog.schema";
import { SLUG_FALLBACK, slugify, uniqueSlug } from "#features/blog/blog-slug";
import { DomainError } from "#features/shared/domain-error";
import {
  forgetRedirectsOf,
  recordPathChange,
  releasePath,
} from "#features/redirects/automatic-redirects.server";
import { guideCategories, guides } from "./guides.table";
import { guideMessages, type GuideInput } from "./guides.schema";
import { guideCategoryMessages, type GuideCategoryInput } from "./guide-categories.schema";
import { guidePath, guidesInCategory, type Guide, type GuideCategory } from "./guides.server";
import { guideStatuses } from "./guide-values";

/**
 * The back office's writes of the knowledge base (decision 065). A guide's and a category's
 * address is made from its title or name, made unique with -2, -3...; a guide whose title
 * changes keeps its old address as a redirect (decision 062). Bodies are sanitized on write.
 * Writers lock the table so two saves of the same title cannot pick the same address.
 */

/** The fallback address of a guide whose title has no letters or digits. */
const GUIDE_FALLBACK = "guida";
const CATEGORY_FALLBACK = "categoria";

type SlugTable = typeof guides | typeof guideCategories;

async function freeSlug(
  tx: Transaction,
  table: SlugTable,
  base: string,
  ownId: number | null,
): Promise<string> {
  const similar = or(eq(table.slug, base), like(table.slug, `${base}-%`));
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(ownId === null ? similar : and(similar, ne(table.id, ownId)));
  return uniqueSlug(
    base,
    rows.map((row) => row.slug),
  );
}

/** The address made from `text`, or `fallback` when it has no letter or digit. */
const baseSlug = (text: string, fallback: string) => {
  const slug = slugify(text);
  return slug === SLUG_FALLBACK && !/[a-z0-9]/i.test(text.normalize("NFKD")) ? fallback : slug;
};

const lock = (tx: Transaction, table: SlugTable) =>
  tx.execute(sql`lock table ${table} in share row exclusive mode`);

async function guideRow(tx: Transaction, input: GuideInput) {
  const body = sanitizeBlogHtml(input.body);
  if (!hasVisibleContent(body)) throw new DomainError("invalid", guideMessages.body, "body");
  const [category] = await tx
    .select({ id: guideCategories.id })
    .from(guideCategories)
    .where(eq(guideCategories.id, input.categoryId));
  if (!category) throw new DomainError("invalid", guideMessages.categoryGone, "categoryId");
  return { ...input, body };
}

/** The guide as the admin API answers it: the body sanitized again. */
export const toAdminGuide = (guide: Guide): Guide => ({
  ...guide,
  body: sanitizeBlogHtml(guide.body),
});

export async function createGuide(db: Database, input: GuideInput): Promise<Guide> {
  return db.transaction(async (tx) => {
    await lock(tx, guides);
    const row = await guideRow(tx, input);
    const slug = await freeSlug(tx, guides, baseSlug(input.title, GUIDE_FALLBACK), null);
    const [created] = await tx
      .insert(guides)
      .values({ ...row, slug })
      .returning();
    await releasePath(tx, guidePath(slug));
    return toAdminGuide(created!);
  });
}

/** The updated guide, or null for an unknown id (nothing changes then). */
export async function updateGuide(
  db: Database,
  id: number,
  input: GuideInput,
): Promise<Guide | null> {
  return db.transaction(async (tx) => {
    await lock(tx, guides);
    const [current] = await tx.select({ slug: guides.slug }).from(guides).where(eq(guides.id, id));
    if (!current) return null;
    const row = await guideRow(tx, input);
    const slug = await freeSlug(tx, guides, baseSlug(input.title, GUIDE_FALLBACK), id);
    const [updated] = await tx
      .update(guides)
      .set({ ...row, slug, updatedAt: new Date() })
      .where(eq(guides.id, id))
      .returning();
    await recordPathChange(tx, "guide", id, guidePath(current.slug), guidePath(slug));
    return updated ? toAdminGuide(updated) : null;
  });
}

/** True when the guide was deleted (its old addresses with it). */
export function deleteGuide(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteById(tx, guides, id);
    await forgetRedirectsOf(tx, "guide", id);
    return deleted;
  });
}

const g = guides;
const categoryName = sql<string>`(select ${guideCategories.name} from ${guideCategories} where ${guideCategories.id} = ${g.categoryId})`;

export const guideList = tableList({
  search: [g.title, g.summary],
  columns: {
    title: g.title,
    category: categoryName,
    published: g.published,
    updatedAt: g.updatedAt,
    sortOrder: g.sortOrder,
  },
  defaults: [asc(categoryName), asc(g.sortOrder), asc(g.title), asc(g.id)],
});

/** The guides list's query (decision 023): search, sort, page, `?status=` and `?categoryId=`. */
export const guideListQuery = listQuery(guideList, {
  status: optionalParam(z.enum(guideStatuses, { error: "Stato non valido" })),
  categoryId: idFilter(guideMessages.category),
});

/** GET /api/admin/guides: one page of every guide, drafts too. */
export function listGuidePage(db: Database, params: z.output<typeof guideListQuery>) {
  const where = and(
    params.status ? eq(g.published, params.status === "published") : undefined,
    params.categoryId ? eq(g.categoryId, params.categoryId) : undefined,
  );
  return tablePage(db, g, getTableColumns(g), guideList, params, where);
}

// Categories.

export async function createGuideCategory(
  db: Database,
  input: GuideCategoryInput,
): Promise<GuideCategory> {
  return db.transaction(async (tx) => {
    await lock(tx, guideCategories);
    const slug = await freeSlug(tx, guideCategories, baseSlug(input.name, CATEGORY_FALLBACK), null);
    const [created] = await tx
      .insert(guideCategories)
      .values({ ...input, slug })
      .returning();
    return created!;
  });
}

export async function updateGuideCategory(
  db: Database,
  id: number,
  input: GuideCategoryInput,
): Promise<GuideCategory | null> {
  return db.transaction(async (tx) => {
    await lock(tx, guideCategories);
    const slug = await freeSlug(tx, guideCategories, baseSlug(input.name, CATEGORY_FALLBACK), id);
    const [updated] = await tx
      .update(guideCategories)
      .set({ ...input, slug, updatedAt: new Date() })
      .where(eq(guideCategories.id, id))
      .returning();
    return updated ?? null;
  });
}

/** True when deleted; a category that still holds guides is refused (409), nothing changes. */
export async function deleteGuideCategory(db: Database, id: number): Promise<boolean> {
  const count = await guidesInCategory(db, id);
  if (count > 0) throw new DomainError("conflict", guideCategoryMessages.inUse(count));
  return deleteById(db, guideCategories, id);
}

const c = guideCategories;
const guideCount = sql<number>`(select count(*)::int from ${guides} where ${guides.categoryId} = ${c.id})`;

export const guideCategoryList = tableList({
  search: [c.name, c.description],
  columns: { name: c.name, sortOrder: c.sortOrder },
  defaults: [asc(c.sortOrder), asc(c.name), asc(c.id)],
});

export const guideCategoryListQuery = listQuery(guideCategoryList);

/** GET /api/admin/guide-categories: one page, each category with its number of guides. */
export function listGuideCategoryPage(
  db: Database,
  params: z.output<typeof guideCategoryListQuery>,
) {
  return tablePage(
    db,
    c,
    { ...getTableColumns(c), guides: guideCount.as("guides") },
    guideCategoryList,
    params,
  );
}

/** Every category, in order: the guide dialog's select. */
export function listGuideCategoryOptions(db: Database) {
  return db
    .select({ id: c.id, name: c.name })
    .from(c)
    .orderBy(asc(c.sortOrder), asc(c.name), asc(c.id));
}
