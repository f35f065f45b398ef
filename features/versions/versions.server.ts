import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteSettings } from "#features/settings/settings.table";
import { contentVersions } from "./versions.table";
import { changeSummary, contentDiff } from "./version-diff.server";
import {
  VERSIONS_TO_KEEP_KEY,
  parseVersionsToKeep,
  versionSummaries,
  versionsToKeep,
  type VersionEntity,
} from "./version-entities";

/**
 * Versions of the back office's content (decision 063): recorded by each entity's save in its
 * transaction, listed, read and compared by the panel's routes, purged by the daily job.
 */

export type Content = Record<string, unknown>;

/** Who saved: the signed-in administrator's id and name at the time. */
export type VersionAuthor = { id: number; name: string };

/** An item's content now, and whether it is what visitors see (or will see at a set time). */
export type VersionState = { content: Content; published: boolean };

export type StoredVersion = typeof contentVersions.$inferSelect;

const v = contentVersions;
const ofItem = (entity: VersionEntity, itemId: number) =>
  and(eq(v.entity, entity), eq(v.itemId, itemId));

/** The author of an admin request: its user's name, or the username for an account without one. */
export const authorOf = (admin: { id: number; username: string; name?: string | null }) => ({
  id: admin.id,
  name: (admin.name?.trim() || admin.username).slice(0, 200),
});

async function latestVersion(db: Database, entity: VersionEntity, itemId: number) {
  const [row] = await db
    .select()
    .from(v)
    .where(ofItem(entity, itemId))
    .orderBy(desc(v.number))
    .limit(1);
  return row ?? null;
}

type Record_ = {
  entity: VersionEntity;
  itemId: number;
  /** The item's content as saved. */
  content: Content;
  /** The saved content is what visitors see (or will see at a set time). */
  published: boolean;
  by: VersionAuthor;
  /** The state before this save, kept first when the item has no version yet. */
  before?: (VersionState & { at: Date }) | null;
  /** The line shown in the list instead of the fields changed (a restore). */
  summary?: string;
};

/**
 * Keeps a version of a save, in the caller's transaction (`tx`: the save's). A save whose content
 * is the latest version's adds none; when it is published and that version was not, the version
 * is marked published (a publication of what was saved). An item without versions first gets its
 * state `before` the save, by nobody, so the first edit after versions began can be undone too.
 * The item's versions are numbered under a transaction lock, so two saves never take one number.
 * Returns the number of the version that holds the content.
 */
export async function recordVersion(tx: Database, record: Record_): Promise<number> {
  const { entity, itemId, content, published, by } = record;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`versions ${entity} ${itemId}`}, 0))`,
  );
  let latest: StoredVersion | null = await latestVersion(tx, entity, itemId);
  if (!latest && record.before && !isDeepStrictEqual(record.before.content, content)) {
    const [first] = await tx
      .insert(v)
      .values({
        entity,
        itemId,
        number: 1,
        content: record.before.content,
        published: record.before.published,
        summary: versionSummaries.before,
        createdAt: record.before.at,
      })
      .returning();
    latest = first ?? null;
  }
  if (latest && !record.summary && isDeepStrictEqual(latest.content, content)) {
    if (published && !latest.published) {
      await tx.update(v).set({ published: true }).where(eq(v.id, latest.id));
    }
    return latest.number;
  }
  const summary =
    record.summary ??
    (latest ? changeSummary(contentDiff(entity, latest.content, content)) : versionSummaries.first);
  const [created] = await tx
    .insert(v)
    .values({
      entity,
      itemId,
      number: (latest?.number ?? 0) + 1,
      content,
      published,
      summary,
      createdById: by.id,
      createdByName: by.name,
    })
    .returning({ number: v.number });
  return created!.number;
}

/** Marks the version holding `content` published, recording it first if no version holds it. */
export const markPublished = (tx: Database, record: Omit<Record_, "published" | "summary">) =>
  recordVersion(tx, { ...record, published: true });

/** An item's versions, newest first, without their content (the panel's list). */
export function listVersions(db: Database, entity: VersionEntity, itemId: number) {
  return db
    .select({
      number: v.number,
      published: v.published,
      summary: v.summary,
      createdByName: v.createdByName,
      createdAt: v.createdAt,
    })
    .from(v)
    .where(ofItem(entity, itemId))
    .orderBy(desc(v.number));
}

/** One version of an item, or null. */
export async function getVersion(
  db: Database,
  entity: VersionEntity,
  itemId: number,
  number: number,
): Promise<StoredVersion | null> {
  const [row] = await db
    .select()
    .from(v)
    .where(and(ofItem(entity, itemId), eq(v.number, number)))
    .limit(1);
  return row ?? null;
}

// --- Retention ---------------------------------------------------------------------------------

/** How many versions of each item are kept besides the published ones (Impostazioni). */
export async function getVersionsToKeep(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, VERSIONS_TO_KEEP_KEY));
  return (row && parseVersionsToKeep(row.value)) ?? versionsToKeep.initial;
}

/** The tables of the versioned items, to forget the versions of items deleted since. */
export type ItemTables = Readonly<Record<VersionEntity, string>>;

/** The key of the lock one purge holds for its statement: another instance's purge meanwhile skips. */
const PURGE_LOCK = "versions purge";

/**
 * Deletes, per item, the versions older than the last `keep` that were never published, and
 * the versions of items that no longer exist; the number deleted. One statement, on one instance
 * at a time: it takes a transaction-level advisory lock for its own duration, and an instance
 * that finds it taken deletes nothing. No explicit transaction: a connection frozen between
 * statements would hold a pooled connection and its lock (decision 063).
 */
export async function purgeVersions(
  db: Database,
  itemTables: ItemTables,
  keep?: number,
): Promise<number> {
  const kept = keep ?? (await getVersionsToKeep(db));
  const orphans = Object.entries(itemTables).map(
    ([entity, table]) =>
      sql`(${v.entity} = ${entity} and not exists (select 1 from ${sql.identifier(table)} t where t.id = ${v.itemId}))`,
  );
  const rows = await db.execute<{ id: number }>(sql`
    with turn as materialized (
      select pg_try_advisory_xact_lock(hashtextextended(${PURGE_LOCK}, 0)) as ours
    )
    delete from ${v} where (select ours from turn) and (${v.id} in (
      select id from (
        select ${v.id} as id, ${v.published} as published,
          row_number() over (partition by ${v.entity}, ${v.itemId} order by ${v.number} desc) as rank
        from ${v}
      ) ranked
      where not ranked.published and ranked.rank > ${kept}
    ) or ${sql.join(orphans, sql` or `)})
    returning ${v.id}`);
  return rowCount(rows);
}

/** The number of rows a raw statement returned, on either driver. */
function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const rows = (result as { rows?: unknown[] }).rows;
  return rows?.length ?? 0;
}
