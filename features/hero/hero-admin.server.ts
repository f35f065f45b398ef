import { and, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { listQuery } from "#server/http/list-query";
import { ownColumns, tablePage, tableList } from "#db/list-query";
import { heroVariants } from "#db/schema";
import { htmlToText } from "../blog/blog-text";
import { DomainError } from "../shared/domain-error";
import { sanitizeHeroHtml, sanitizeHeroTitle } from "./hero-html.server";
import { heroLimits, heroMessages, type HeroVariantInput } from "./hero.schema";
import { overlappingVariant } from "./hero-schedule";
import type { HeroVariant } from "./hero.server";

/**
 * Back-office writes of hero variants (../shared/spec/back-office.md §3-§4). Title and description
 * are sanitized on every write. "Only one may be active": every write that turns a variant on first
 * takes a table lock that only one writer can hold, switches the others off, then switches this one
 * on, all in one transaction (the partial unique index hero_variants_single_active is the last line
 * of defence). A variant with a period takes the same lock and is refused when its period shares a
 * day with another variant's (decision 051).
 */

const heroList = tableList({
  search: [heroVariants.name, heroVariants.title],
  columns: ownColumns(heroVariants, ["name", "active", "createdAt"]),
  defaults: [desc(heroVariants.active), desc(heroVariants.createdAt), desc(heroVariants.id)],
});

/** The hero variants list's query (decision 023). */
export const heroListQuery = listQuery(heroList);

/** GET /api/admin/hero-variants: one page, the active variant first, then the newest. */
export const listHeroVariantPage = (db: Database, params: ReturnType<typeof heroListQuery.parse>) =>
  tablePage(db, heroVariants, getTableColumns(heroVariants), heroList, params);

/** Admin list: the active variant first, then the newest. */
export function listHeroVariants(db: Database): Promise<HeroVariant[]> {
  return db
    .select()
    .from(heroVariants)
    .orderBy(desc(heroVariants.active), desc(heroVariants.createdAt), desc(heroVariants.id));
}

const toDate = (value: string | null) => (value ? new Date(value) : null);

/** The stored row of a validated payload: HTML sanitized, dates parsed. */
function toRow(input: HeroVariantInput) {
  const title = sanitizeHeroTitle(input.title);
  if (htmlToText(title).length < 5) throw new DomainError("invalid", heroMessages.title, "title");
  if (title.length > heroLimits.title) {
    const message = `Titolo: massimo ${heroLimits.title} caratteri (formattazione inclusa)`;
    throw new DomainError("invalid", message, "title");
  }
  const described = input.description ? sanitizeHeroHtml(input.description) : "";
  // A description of line breaks only (an editor emptied by hand) is no description.
  const description = htmlToText(described).trim() ? described : null;
  return {
    ...input,
    title,
    description,
    startDate: toDate(input.startDate),
    endDate: toDate(input.endDate),
  };
}

/** Serializes writers that change the active flag or a period; readers are not blocked. */
async function lockActive(tx: Transaction) {
  await tx.execute(sql`lock table ${heroVariants} in share row exclusive mode`);
}

type Row = ReturnType<typeof toRow>;

/**
 * Takes the writers' lock for a row that turns active or has a period, and refuses a period
 * that shares a day with another variant's ("Il periodo si sovrappone a quello di «…»").
 */
async function lockAndCheck(tx: Transaction, row: Row, id: number | null) {
  const dated = row.startDate !== null || row.endDate !== null;
  if (!row.active && !dated) return;
  await lockActive(tx);
  if (!dated) return;
  const others = await tx
    .select({
      id: heroVariants.id,
      name: heroVariants.name,
      startDate: heroVariants.startDate,
      endDate: heroVariants.endDate,
    })
    .from(heroVariants)
    .where(id === null ? undefined : ne(heroVariants.id, id));
  const clash = overlappingVariant({ ...row, id }, others);
  if (clash) {
    const message = `Il periodo si sovrappone a quello di «${clash.name}»`;
    throw new DomainError("invalid", message, "startDate");
  }
}

async function deactivateOthers(tx: Transaction, id: number | null) {
  await tx
    .update(heroVariants)
    .set({ active: false, updatedAt: new Date() })
    .where(
      id === null
        ? eq(heroVariants.active, true)
        : and(eq(heroVariants.active, true), ne(heroVariants.id, id)),
    );
}

export async function createHeroVariant(
  db: Database,
  input: HeroVariantInput,
): Promise<HeroVariant> {
  const row = toRow(input);
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, row, null);
    if (row.active) await deactivateOthers(tx, null);
    return insertRow(tx, heroVariants, row);
  });
}

async function exists(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: heroVariants.id })
    .from(heroVariants)
    .where(eq(heroVariants.id, id));
  return row !== undefined;
}

/** The updated variant, or null when the id is unknown (then nothing changes). */
export async function updateHeroVariant(
  db: Database,
  id: number,
  input: HeroVariantInput,
): Promise<HeroVariant | null> {
  const row = toRow(input);
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, row, id);
    if (row.active) {
      if (!(await exists(tx, id))) return null;
      await deactivateOthers(tx, id);
    }
    return updateById(tx, heroVariants, id, { ...row, updatedAt: new Date() });
  });
}

/** Makes one variant the only active one; null when the id is unknown (then nothing changes). */
export async function activateHeroVariant(db: Database, id: number): Promise<HeroVariant | null> {
  return db.transaction(async (tx) => {
    await lockActive(tx);
    if (!(await exists(tx, id))) return null;
    await deactivateOthers(tx, id);
    return updateById(tx, heroVariants, id, { active: true, updatedAt: new Date() });
  });
}

/** True when a variant was deleted. */
export async function deleteHeroVariant(db: Database, id: number): Promise<boolean> {
  return deleteById(db, heroVariants, id);
}
