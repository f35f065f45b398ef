import type { Readable } from "node:stream";

/**
 * Where uploads live (decision 029): files under DATA_DIR/uploads, or objects of an S3-compatible
 * bucket. Both hold the same keys, the path of the upload's URL below /uploads/
 * ("images/<id>.webp", "software/<random>-<name>"), so a stored URL works with either.
 */
export type UploadStorage = {
  readonly kind: "local" | "s3";
  /**
   * Stores `body` under `key`: a Buffer at once, a stream as it arrives (never whole in memory).
   * When the stream fails (a refused or broken upload) it rejects with that error and nothing is
   * left behind: the partial file is removed, the multipart upload aborted.
   */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object's bytes as a stream (only `range`, both ends included, when given), or null. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size and date of the object, or null when there is none: the exists check. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Deletes the object; one that is not there is fine. */
  delete(key: string): Promise<void>;
  /** The keys below `folder` ("images"), in no particular order: the media import reads them. */
  list(folder: string): AsyncIterable<string>;
  /**
   * A short-lived URL the browser downloads the object from directly (S3 with
   * S3_PRESIGNED_DOWNLOADS=1 only), sent with `disposition` as its Content-Disposition.
   */
  presignedUrl?: (key: string, disposition: string) => Promise<string>;
};

export type ObjectInfo = { size: number; lastModified: Date | null };
export type StoredObject = ObjectInfo & { body: Readable };
export type ByteRange = { start: number; end: number };

/** The public URL prefix of every upload. */
export const UPLOADS_URL_PREFIX = "/uploads/";

/**
 * The folder of tickets' attachments (decision 066): private, never answered by /uploads/*; its
 * files are downloaded only through the API routes that check who asks.
 */
export const PRIVATE_TICKET_FOLDER = "ticket-files";
/** The folders /uploads/* never serves. */
const privateFolders = [PRIVATE_TICKET_FOLDER];

/** Whether a key lies in a private folder. */
export const isPrivateUploadKey = (key: string) =>
  privateFolders.some((folder) => key.startsWith(`${folder}/`));

/** One folder and one generated name: nothing else is ever a key. */
const keyPattern = /^[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The key of an upload URL path ("/uploads/images/a.webp" → "images/a.webp"), or null. */
export function uploadKeyOf(urlPath: string): string | null {
  if (!urlPath.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = urlPath.slice(UPLOADS_URL_PREFIX.length);
  return keyPattern.test(key) && !key.includes("..") ? key : null;
}

/** The URL path of a key. */
export const uploadUrlOf = (key: string) => `${UPLOADS_URL_PREFIX}${key}`;
