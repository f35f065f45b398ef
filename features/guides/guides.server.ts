import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { sanitizeBlogHtml } from "#features/blog/blog-html.server";
import { isPlausibleSlug } from "#features/blog/blog.server";
import { redirectedEntityId } from "#features/redirects/automatic-redirects.server";
import { guideCategories, guides } from "./guides.table";
import type { PublicGuide } from "./guides.schema";

/**
 * The knowledge base as visitors read it (decision 065): published guides only, in their
 * category's order and then their own. Bodies are sanitized again on every read, like the
 * blog's.
 */

export type Guide = typeof guides.$inferSelect;
export type GuideCategory = typeof guideCategories.$inferSelect;

/** A guide's public address. */
export const guidePath = (slug: string) => `/guide/${slug}`;

const publicColumns = {
  id: guides.id,
  slug: guides.slug,
  title: guides.title,
  summary: guides.summary,
  body: guides.body,
  categoryId: guides.categoryId,
  sortOrder: guides.sortOrder,
  updatedAt: guides.updatedAt,
  category: guideCategories.name,
  categorySlug: guideCategories.slug,
};

type PublicRow = {
  [K in keyof typeof publicColumns]: (typeof publicColumns)[K]["_"]["data"];
};

const toPublicGuide = (row: PublicRow): PublicGuide => ({
  ...row,
  body: sanitizeBlogHtml(row.body),
  updatedAt: row.updatedAt.toISOString(),
});

const publicOrder = [
  asc(guideCategories.sortOrder),
  asc(guideCategories.name),
  asc(guides.sortOrder),
  asc(guides.title),
  asc(guides.id),
];

/** Every published guide with its category, in the knowledge base's order. */
export async function listPublicGuides(db: Database): Promise<PublicGuide[]> {
  const rows = await db
    .select(publicColumns)
    .from(guides)
    .innerJoin(guideCategories, eq(guideCategories.id, guides.categoryId))
    .where(eq(guides.published, true))
    .orderBy(...publicOrder);
  return rows.map(toPublicGuide);
}

/** One published guide by its address, or null. */
export async function getPublicGuide(db: Database, slug: string): Promise<PublicGuide | null> {
  if (!isPlausibleSlug(slug)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(guides)
    .innerJoin(guideCategories, eq(guideCategories.id, guides.categoryId))
    .where(and(eq(guides.slug, slug), eq(guides.published, true)))
    .limit(1);
  return row ? toPublicGuide(row) : null;
}

/** The current address of the published guide an old address named (decision 062), or null. */
export async function currentGuideSlug(db: Database, oldSlug: string): Promise<string | null> {
  if (!isPlausibleSlug(oldSlug)) return null;
  const id = await redirectedEntityId(db, "guide", guidePath(oldSlug));
  if (id === null) return null;
  const [row] = await db
    .select({ slug: guides.slug })
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.published, true)));
  return row?.slug ?? null;
}

/** A guide in a list: no body. */
export type GuideListItem = Pick<PublicGuide, "slug" | "title" | "summary" | "updatedAt">;

export type GuideCategoryView = {
  name: string;
  slug: string;
  description: string | null;
  guides: GuideListItem[];
};

/** /guide: the categories holding at least one published guide, each with its guides. */
export async function listGuideIndex(db: Database): Promise<GuideCategoryView[]> {
  const rows = await db
    .select({
      categoryId: guideCategories.id,
      name: guideCategories.name,
      categorySlug: guideCategories.slug,
      description: guideCategories.description,
      slug: guides.slug,
      title: guides.title,
      summary: guides.summary,
      updatedAt: guides.updatedAt,
    })
    .from(guides)
    .innerJoin(guideCategories, eq(guideCategories.id, guides.categoryId))
    .where(eq(guides.published, true))
    .orderBy(...publicOrder);
  const byCategory = new Map<number, GuideCategoryView>();
  for (const row of rows) {
    let category = byCategory.get(row.categoryId);
    if (!category) {
      category = {
        name: row.name,
        slug: row.categorySlug,
        description: row.description,
        guides: [],
      };
      byCategory.set(row.categoryId, category);
    }
    category.guides.push({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
  return [...byCategory.values()];
}

/** An article page: the guide, sanitized, and the other published guides of its category. */
export type GuideView = PublicGuide & { related: GuideListItem[] };

export async function getGuideView(db: Database, slug: string): Promise<GuideView | null> {
  const guide = await getPublicGuide(db, slug);
  if (!guide) return null;
  const related = await db
    .select({
      slug: guides.slug,
      title: guides.title,
      summary: guides.summary,
      updatedAt: guides.updatedAt,
    })
    .from(guides)
    .where(
      and(
        eq(guides.categoryId, guide.categoryId),
        eq(guides.published, true),
        ne(guides.id, guide.id),
      ),
    )
    .orderBy(asc(guides.sortOrder), asc(guides.title), asc(guides.id))
    .limit(6);
  return {
    ...guide,
    related: related.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  };
}

/** The sitemap's entries: every published guide's address and last change. */
export function listPublishedGuideSlugs(db: Database) {
  return db
    .select({ slug: guides.slug, updatedAt: guides.updatedAt })
    .from(guides)
    .where(eq(guides.published, true))
    .orderBy(asc(guides.id));
}

/** How many guides a category holds (drafts too). */
export async function guidesInCategory(db: Database, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(guides)
    .where(eq(guides.categoryId, categoryId));
  return row?.count ?? 0;
}
