import { and, desc, eq, getTableColumns, inArray, ne, or } from "drizzle-orm";
import type { Database } from "#db/client";
import { memoizedRead } from "#db/read-memo";
import { ownColumns, tableList, tablePage } from "#db/list-query";
import { listQuery, optionalParam } from "#server/http/list-query";
import type { UploadStorage } from "#server/storage";
import { uploadKeyOf } from "#server/storage/upload-storage";
import { storedImagePattern } from "#features/shared/stored-image";
import { DomainError } from "#features/shared/domain-error";
import { z } from "#kit/lib/zod";
import type { Page } from "#kit/lib/page";
import { media } from "./media.table";
import { mediaMessages, type MediaChange, type MediaItem } from "./media.schema";
import {
  CENTRE,
  altFilters,
  mediaTypes,
  mimeOf,
  objectPositionOf,
  usageText,
  type MediaUsage,
  type PublicImage,
  type PublicImages,
} from "./media-values";
import { storedImageWidths } from "./images.server";
import { whereUsed } from "./where-used.server";

/** The media library's queries and rules (decision 064): the tab's API and the pages call these. */

type MediaRow = typeof media.$inferSelect;

const library = tableList({
  columns: ownColumns(media, ["uploadedAt", "name", "bytes"]),
  search: [media.name, media.alt],
  defaults: [desc(media.uploadedAt), desc(media.id)],
});

/** GET /api/admin/media: q (name, alt), sort, dir, page, type (jpeg...), alt (missing|present). */
export const mediaListQuery = listQuery(library, {
  type: optionalParam(z.enum(mediaTypes, { error: "Tipo di immagine non valido" })),
  alt: optionalParam(z.enum(altFilters, { error: "Filtro del testo alternativo non valido" })),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

const toItem = (row: MediaRow, usedIn: MediaUsage[]): MediaItem => ({
  id: row.id,
  url: row.url,
  name: row.name,
  mime: row.mime,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  alt: row.alt,
  focalX: row.focalX,
  focalY: row.focalY,
  uploadedBy: row.uploadedByName,
  uploadedAt: row.uploadedAt.toISOString(),
  usedIn,
});

/** The rows of one page of the library, without where each is used. */
export function mediaRowsPage(db: Database, query: MediaListQuery) {
  const where = and(
    query.type ? eq(media.mime, mimeOf(query.type)) : undefined,
    query.alt === "missing" ? eq(media.alt, "") : undefined,
    query.alt === "present" ? ne(media.alt, "") : undefined,
  );
  return tablePage(db, media, getTableColumns(media), library, query, where);
}

/** One page of the library, each image with the places that use it. */
export async function mediaPage(db: Database, query: MediaListQuery): Promise<Page<MediaItem>> {
  const page = await mediaRowsPage(db, query);
  const used = await whereUsed(
    db,
    page.items.map((row) => row.url),
  );
  return { ...page, items: page.items.map((row) => toItem(row, used.get(row.url) ?? [])) };
}

export async function readMedia(db: Database, id: number): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) return null;
  return toItem(row, (await whereUsed(db, [row.url])).get(row.url) ?? []);
}

/** Changes the alternative text and the focal point; null for an unknown id. */
export async function changeMedia(
  db: Database,
  id: number,
  change: MediaChange,
): Promise<MediaItem | null> {
  const [row] = await db.update(media).set(change).where(eq(media.id, id)).returning();
  return row ? readMedia(db, id) : null;
}

export type NewMedia = {
  url: string;
  name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  uploadedBy?: { id: number; name: string } | null;
  uploadedAt?: Date;
};

/** A name as shown: the file's name without its folders, at most 255 characters. */
export const mediaNameOf = (fileName: string) =>
  (fileName.split(/[\\/]/).pop() ?? "").trim().slice(0, 255) || "immagine";

/** Adds an uploaded image to the library (every upload does, decision 064); a known URL is kept. */
export async function recordMedia(db: Database, image: NewMedia): Promise<MediaRow | null> {
  const [row] = await db
    .insert(media)
    .values({
      url: image.url,
      name: image.name.slice(0, 255),
      mime: image.mime,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      uploadedById: image.uploadedBy?.id ?? null,
      uploadedByName: image.uploadedBy?.name ?? null,
      uploadedAt: image.uploadedAt,
    })
    .onConflictDoNothing({ target: media.url })
    .returning();
  return row ?? null;
}

/** The storage keys of every copy of a stored image (main and smaller widths). */
export function storedKeysOf(url: string): string[] {
  const match = storedImagePattern.exec(url);
  const key = uploadKeyOf(url);
  if (!match || !key) return key ? [key] : [];
  return storedImageWidths.map((width, i) =>
    i === storedImageWidths.length - 1 ? key : `images/${match[1]}-${width}.webp`,
  );
}

/** The refusal of a delete: which images are used, and where, in Italian. */
export function inUseMessage(used: { name: string; usedIn: MediaUsage[] }[]): string {
  const lines = used.map(
    ({ name, usedIn }) => `"${name}" è usata in: ${usedIn.map(usageText).join("; ")}`,
  );
  return used.length === 1
    ? `Impossibile eliminare l'immagine: ${lines[0]}.`
    : `Impossibile eliminare ${used.length} immagini ancora in uso. ${lines.join(". ")}.`;
}

/**
 * Deletes images no place uses, with every copy of their files (local disk or S3). Refuses
 * them all, naming each one in use and where, when any is still used; 404 for an unknown id.
 * Returns the deleted rows (for the activity log).
 */
export async function deleteMedia(
  db: Database,
  storage: UploadStorage,
  ids: readonly number[],
): Promise<MediaRow[]> {
  const wanted = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx.select().from(media).where(inArray(media.id, wanted)).for("update");
    if (rows.length !== wanted.length) throw new DomainError("not-found", mediaMessages.notFound);
    const used = await whereUsed(
      tx as unknown as Database,
      rows.map((row) => row.url),
    );
    const inUse = rows
      .filter((row) => used.has(row.url))
      .map((row) => ({ name: row.name, usedIn: used.get(row.url)! }));
    if (inUse.length > 0) throw new DomainError("conflict", inUseMessage(inUse));
    await tx.delete(media).where(inArray(media.id, wanted));
    return rows;
  });
  // Files leave after the rows: a failed removal leaves an unlisted file, never a listed hole.
  await Promise.all(
    deleted.flatMap((row) => storedKeysOf(row.url).map((key) => storage.delete(key))),
  );
  return deleted;
}

/**
 * The CSS object-position of each image among `urls` whose focal point is not the centre (the
 * browser's default): what the pages that crop an image (object-fit: cover) draw it with. The
 * server writes it; the owner only clicks on the image (decision 064).
 */
export async function imagePositionsOf(
  db: Database,
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const positions = new Map<string, string>();
  for (const [url, { position }] of Object.entries(await publicImagesOf(db, urls))) {
    if (position) positions.set(url, position);
  }
  return positions;
}

/**
 * The library's facts of every image that has something to say to a public page: a focal point
 * off the centre, or an alternative text. One query, kept in memory between admin writes where
 * the app turned the read memo on (db/read-memo.ts: in production), so a page drawn again does
 * not ask the library again; its size is the library's, never what visitors ask for.
 */
const publicImageTable = (db: Database) =>
  memoizedRead(db, "media:public-images", async () => {
    const rows = await db
      .select({ url: media.url, alt: media.alt, x: media.focalX, y: media.focalY })
      .from(media)
      .where(or(ne(media.alt, ""), ne(media.focalX, CENTRE), ne(media.focalY, CENTRE)));
    const images = new Map<string, PublicImage>();
    for (const { url, alt, x, y } of rows) {
      const position = x !== CENTRE || y !== CENTRE ? objectPositionOf({ x, y }) : undefined;
      const text = alt.trim();
      if (!position && !text) continue;
      images.set(url, { ...(position ? { position } : {}), ...(text ? { alt: text } : {}) });
    }
    return images;
  });

/**
 * What the public pages draw each image among `urls` with: the object-position of a focal point
 * off the centre and the library's alternative text when it is not empty. A URL the library
 * does not hold, or with nothing to say, has no entry; no URL, no query.
 */
export async function publicImagesOf(
  db: Database,
  urls: readonly (string | null | undefined)[],
): Promise<PublicImages> {
  const wanted = urls.filter((url): url is string => !!url);
  if (wanted.length === 0) return {};
  const table = await publicImageTable(db);
  const images: PublicImages = {};
  for (const url of wanted) {
    const image = table.get(url);
    if (image) images[url] = image;
  }
  return images;
}
