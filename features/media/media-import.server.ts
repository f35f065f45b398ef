import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "#db/client";
import type { Logger } from "#server/logger";
import type { UploadStorage } from "#server/storage";
import { uploadKeyOf, uploadUrlOf } from "#server/storage/upload-storage";
import { media, mediaTasks } from "./media.table";
import { recordMedia } from "./media.server";
import { storedImageUrls } from "./where-used.server";

/**
 * The import of the uploads made before the media library (issue 25, decision 064): a SQL
 * migration cannot read the storage, so this runs in code at start-up, once (a `media_tasks`
 * row records it done). Same URLs, nothing moved: each image URL the content stores, and each
 * main copy found in the storage's images/ folder (local folder or S3 bucket, listed), becomes a
 * row with what can be learnt: size and date of the file, dimensions read by sharp.
 */
export const IMPORT_TASK = "import-existing-uploads";

/** A smaller copy ("<id>-480.webp") of an image, not an image of its own. */
const smallerCopy = /-\d+\.webp$/;
const mainCopy = /^images\/[A-Za-z0-9_]+\.webp$/;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What the storage tells of one stored image: its size, date and dimensions. */
async function factsOf(storage: UploadStorage, url: string) {
  const key = uploadKeyOf(url);
  const object = key ? await storage.get(key) : null;
  if (!object) return { bytes: 0, width: null, height: null, uploadedAt: undefined };
  const bytes = await readAll(object.body);
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  return {
    bytes: object.size,
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    uploadedAt: object.lastModified ?? undefined,
  };
}

/**
 * Imports the existing uploads unless done before; answers how many rows it added, or null when
 * the task had already run. Idempotent: a URL already in the library is skipped, so two
 * instances starting together, or a run cut short, leave the same library.
 */
export async function importExistingUploads(
  db: Database,
  storage: UploadStorage,
  logger?: Logger,
): Promise<number | null> {
  const [done] = await db.select().from(mediaTasks).where(eq(mediaTasks.name, IMPORT_TASK));
  if (done) return null;

  const found = await storedImageUrls(db);
  for await (const key of storage.list("images")) {
    if (!mainCopy.test(key) || smallerCopy.test(key)) continue;
    const url = uploadUrlOf(key);
    if (!found.has(url)) found.set(url, key.slice("images/".length));
  }
  const urls = [...found.keys()];
  const known = new Set<string>();
  for (let i = 0; i < urls.length; i += 500) {
    const rows = await db
      .select({ url: media.url })
      .from(media)
      .where(inArray(media.url, urls.slice(i, i + 500)));
    for (const row of rows) known.add(row.url);
  }
  let imported = 0;
  for (const url of urls) {
    if (known.has(url)) continue;
    const facts = await factsOf(storage, url);
    const row = await recordMedia(db, {
      url,
      name: found.get(url)!,
      mime: "image/webp",
      ...facts,
    });
    if (row) imported += 1;
  }
  await db.insert(mediaTasks).values({ name: IMPORT_TASK }).onConflictDoNothing();
  logger?.info({ imported }, "media library: existing uploads imported");
  return imported;
}
