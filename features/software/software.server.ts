import { and, asc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { insertRow, updateById } from "#db/rows";
import { listQuery } from "#server/http/list-query";
import { mapPage, ownColumns, tablePage, tableList } from "#db/list-query";
import { downloadableSoftware } from "#db/schema";
import {
  downloadTypeOf,
  type DownloadAnswer,
  type SoftwareInput,
  type SoftwareItem,
} from "./software.schema";
import { whereUsed } from "../media/where-used.server";

type SoftwareRow = typeof downloadableSoftware.$inferSelect;

/** A stored row as the API and the pages show it (dates as ISO text, derived download type). */
export function toSoftwareItem(row: SoftwareRow): SoftwareItem {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    description: row.description,
    fileUrl: row.fileUrl,
    fileSize: row.fileSize,
    category: row.category,
    platform: row.platform,
    requirements: row.requirements,
    releaseNotes: row.releaseNotes,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    downloadCount: row.downloadCount,
    downloadType: downloadTypeOf(row.fileUrl),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Software by sortOrder, then name; the public sees only the active items. */
export async function listSoftware(
  db: Database,
  { includeInactive = false }: { includeInactive?: boolean } = {},
): Promise<SoftwareItem[]> {
  const rows = await db
    .select()
    .from(downloadableSoftware)
    .where(includeInactive ? undefined : eq(downloadableSoftware.isActive, true))
    .orderBy(
      asc(downloadableSoftware.sortOrder),
      asc(downloadableSoftware.name),
      asc(downloadableSoftware.id),
    );
  return rows.map(toSoftwareItem);
}

export async function createSoftware(db: Database, input: SoftwareInput): Promise<SoftwareItem> {
  return toSoftwareItem(await insertRow(db, downloadableSoftware, input));
}

/** The updated item and the file URL it had before, or null for an unknown id. */
export async function updateSoftware(
  db: Database,
  id: number,
  input: SoftwareInput,
): Promise<{ item: SoftwareItem; previousFileUrl: string } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fileUrl: downloadableSoftware.fileUrl })
      .from(downloadableSoftware)
      .where(eq(downloadableSoftware.id, id))
      .for("update");
    if (!before) return null;
    const row = await updateById(tx, downloadableSoftware, id, input);
    return row ? { item: toSoftwareItem(row), previousFileUrl: before.fileUrl } : null;
  });
}

/** The deleted item, or null for an unknown id. */
export async function deleteSoftware(db: Database, id: number): Promise<SoftwareItem | null> {
  const [row] = await db
    .delete(downloadableSoftware)
    .where(eq(downloadableSoftware.id, id))
    .returning();
  return row ? toSoftwareItem(row) : null;
}

/** True when another item still points at the same file (it must then stay on disk). */
export async function fileStillUsed(db: Database, fileUrl: string, exceptId?: number) {
  const [row] = await db
    .select({ id: downloadableSoftware.id })
    .from(downloadableSoftware)
    .where(
      and(
        eq(downloadableSoftware.fileUrl, fileUrl),
        exceptId === undefined ? undefined : ne(downloadableSoftware.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Counts one download of an active item; null when the id is unknown or inactive. */
export async function recordDownload(db: Database, id: number): Promise<DownloadAnswer | null> {
  const [row] = await db
    .update(downloadableSoftware)
    // A download is not an edit: updatedAt stays as it was.
    .set({
      downloadCount: sql`${downloadableSoftware.downloadCount} + 1`,
      updatedAt: sql`${downloadableSoftware.updatedAt}`,
    })
    .where(and(eq(downloadableSoftware.id, id), eq(downloadableSoftware.isActive, true)))
    .returning({
      fileUrl: downloadableSoftware.fileUrl,
      downloadCount: downloadableSoftware.downloadCount,
    });
  return row ?? null;
}

const d = downloadableSoftware;
const softwareList = tableList({
  search: [d.name, d.description, d.version],
  columns: ownColumns(d, ["name", "version", "category", "platform", "downloadCount", "isActive"]),
  defaults: [asc(d.sortOrder), asc(d.name), asc(d.id)],
});

/** The software list's query (decision 023). */
export const softwareListQuery = listQuery(softwareList);

/**
 * GET /api/admin/software: one page, inactive items too, by sort order unless sorted; each item
 * with where its file is used (its own item, links from pages and posts: one query a page).
 */
export async function listSoftwarePage(
  db: Database,
  params: ReturnType<typeof softwareListQuery.parse>,
) {
  const page = await mapPage(
    tablePage(db, d, getTableColumns(d), softwareList, params),
    toSoftwareItem,
  );
  const used = await whereUsed(
    db,
    page.items.map((item) => item.fileUrl),
  );
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, usedIn: used.get(item.fileUrl) ?? [] })),
  };
}
