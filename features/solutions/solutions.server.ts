import { and, asc, eq, getTableColumns, ne, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { isUniqueViolation } from "#db/database-error";
import { listQuery } from "#server/http/list-query";
import { ownColumns, tablePage, tableList } from "#db/list-query";
import { solutions } from "#db/schema";
import { solutionMessages, type SolutionInput } from "./solutions.schema";
import { DomainError } from "../shared/domain-error";
import { publicImagesOf } from "../media/media.server";
import { toPublicPlatform, type PublicPlatform } from "./solution-display";
import { checkRelatedServices } from "./related-services.server";
import {
  forgetRedirectsOf,
  recordPathChange,
  redirectedEntityId,
  releasePath,
} from "../redirects/automatic-redirects.server";

/** A platform's public address. */
const platformPath = (slug: string) => `/piattaforme/${slug}`;

export type Solution = typeof solutions.$inferSelect;

export type SolutionQueryOptions = {
  /** Back office: drafts too. The public only ever sees published platforms. */
  includeDrafts?: boolean;
};

const visibility = ({ includeDrafts = false }: SolutionQueryOptions): SQL | undefined =>
  includeDrafts ? undefined : eq(solutions.published, true);

/**
 * The platforms as the public pages draw them, each with what the media library says of its
 * cover and gallery (focal point, alternative text: decision 064), read in one query for all.
 */
export async function toPublicPlatforms(
  db: Database,
  rows: readonly PublicPlatform[],
): Promise<PublicPlatform[]> {
  const urlsOf = (row: PublicPlatform) => [row.heroImage, ...row.galleryImages];
  const images = await publicImagesOf(db, rows.flatMap(urlsOf));
  return rows.map((row) => {
    const own = Object.fromEntries(
      urlsOf(row).flatMap((url) => (url && images[url] ? [[url, images[url]]] : [])),
    );
    const platform = toPublicPlatform(row);
    return Object.keys(own).length > 0 ? { ...platform, images: own } : platform;
  });
}

/** Platforms in display order: sortOrder, then name (id breaks ties so the order is stable). */
export function listSolutions(
  db: Database,
  options: SolutionQueryOptions = {},
): Promise<Solution[]> {
  return db
    .select()
    .from(solutions)
    .where(visibility(options))
    .orderBy(asc(solutions.sortOrder), asc(solutions.name), asc(solutions.id));
}

/** One platform by slug, or null when it does not exist or is a draft the caller may not see. */
export async function getSolutionBySlug(
  db: Database,
  slug: string,
  options: SolutionQueryOptions = {},
): Promise<Solution | null> {
  const [row] = await db
    .select()
    .from(solutions)
    .where(and(eq(solutions.slug, slug), visibility(options)))
    .limit(1);
  return row ?? null;
}

/**
 * The current slug of the published platform an old slug named (decision 026), or null:
 * unknown, never renamed, or the platform is now a draft.
 */
export async function currentSolutionSlug(db: Database, oldSlug: string): Promise<string | null> {
  const id = await redirectedEntityId(db, "solution", platformPath(oldSlug));
  if (id === null) return null;
  const [row] = await db
    .select({ slug: solutions.slug })
    .from(solutions)
    .where(and(eq(solutions.id, id), visibility({})));
  return row?.slug ?? null;
}

/** Why a write did not happen: another solution already has the slug. */
const slugTaken = () => new DomainError("conflict", solutionMessages.slugTaken, "slug");

/**
 * Runs a write in a transaction. With `exceptId` (an update) an unknown id gives null first, and
 * a changed slug keeps the old address as a redirect (decision 062); a slug clash (checked first, or caught
 * from the unique index) throws a DomainError "conflict" (409).
 */
async function writeWithSlug<T>(
  db: Database,
  slug: string,
  exceptId: number | null,
  write: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      if (exceptId !== null) {
        const [current] = await tx
          .select({ id: solutions.id, slug: solutions.slug })
          .from(solutions)
          .where(eq(solutions.id, exceptId))
          .for("update");
        if (!current) return null;
        await recordPathChange(
          tx,
          "solution",
          exceptId,
          platformPath(current.slug),
          platformPath(slug),
        );
      }
      const [clash] = await tx
        .select({ id: solutions.id })
        .from(solutions)
        .where(
          and(eq(solutions.slug, slug), exceptId === null ? undefined : ne(solutions.id, exceptId)),
        )
        .limit(1);
      if (clash) throw slugTaken();
      // A new platform at an address a redirect took elsewhere: the platform wins (decision 062).
      if (exceptId === null) await releasePath(tx, platformPath(slug));
      return write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function createSolution(db: Database, input: SolutionInput): Promise<Solution> {
  await checkRelatedServices(db, input.relatedServices);
  const created = await writeWithSlug(db, input.slug, null, (tx) =>
    insertRow(tx, solutions, input),
  );
  if (!created) throw new Error("solutions insert returned no row");
  return created;
}

/** Replaces the fields of a solution; null for an unknown id; the DomainError of a slug clash. */
export async function updateSolution(
  db: Database,
  id: number,
  input: SolutionInput,
): Promise<Solution | null> {
  await checkRelatedServices(db, input.relatedServices);
  return writeWithSlug(db, input.slug, id, (tx) => updateById(tx, solutions, id, input));
}

/** Deletes a solution (its old addresses with it); false for an unknown id. */
export async function deleteSolution(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await deleteById(tx, solutions, id);
    await forgetRedirectsOf(tx, "solution", id);
    return deleted;
  });
}

const solutionList = tableList({
  search: [solutions.name, solutions.slug, solutions.shortDescription],
  columns: ownColumns(solutions, ["name", "category", "published", "featured", "sortOrder"]),
  defaults: [asc(solutions.sortOrder), asc(solutions.name), asc(solutions.id)],
});

/** The platforms list's query (decision 023). */
export const solutionListQuery = listQuery(solutionList);

/** GET /api/admin/solutions: one page, drafts included, in display order unless sorted. */
export const listSolutionPage = (
  db: Database,
  params: ReturnType<typeof solutionListQuery.parse>,
) => tablePage(db, solutions, getTableColumns(solutions), solutionList, params);
