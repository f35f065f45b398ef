import { randomBytes } from "node:crypto";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { UploadStorage } from "#server/storage";
import { uploadKeyOf, uploadUrlOf } from "#server/storage/upload-storage";
import { MultipartError, readMultipartFile, type MultipartFile } from "../shared/multipart.server";
import {
  EXTENSION_NOT_ALLOWED,
  SOFTWARE_UPLOAD_FIELD,
  softwareExtensionOf,
  tooLargeMessage,
  type SoftwareExtension,
} from "./software-upload";

/** Uploaded software is stored under the key software/<random>-<name>, served at /uploads/software/... */
export const SOFTWARE_URL_PREFIX = "/uploads/software/";
const SOFTWARE_KEY_PREFIX = "software/";

/** Room for the multipart framing around the file (boundaries, part headers, small fields). */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A refused upload: the API answers `status` with `message`. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The first bytes (or, for .dmg, the trailer) each accepted type must have. */
const signatures: Record<SoftwareExtension, (head: Buffer, tail: Buffer) => boolean> = {
  // Local file header, empty archive or spanned archive: "PK" then 03 04, 05 06 or 07 08.
  ".zip": (head) =>
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    [3, 5, 7].includes(head[2]!) &&
    head[3] === head[2]! + 1,
  ".rar": (head) => head.toString("latin1").startsWith("Rar!\x1a\x07"),
  ".exe": (head) => head.toString("latin1").startsWith("MZ"),
  ".msi": (head) => head.subarray(0, 8).equals(Buffer.from("d0cf11e0a1b11ae1", "hex")),
  // Apple disk images (UDIF) end with a 512-byte "koly" trailer.
  ".dmg": (_head, tail) => tail.length === 512 && tail.toString("latin1", 0, 4) === "koly",
  ".deb": (head) => head.toString("latin1").startsWith("!<arch>\n"),
  ".rpm": (head) => head.subarray(0, 4).equals(Buffer.from("edabeedb", "hex")),
  ".pkg": (head) => head.toString("latin1").startsWith("xar!"),
};

/** A safe file name: no path, ASCII letters, digits, dot, dash and underscore, lowercase extension. */
export function sanitizeFileName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const stem = base
    .slice(0, Math.max(0, base.length - extension.length))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "")
    .slice(0, 100);
  return `${stem || "software"}${extension}`;
}

export type SavedUpload = { url: string; bytes: number; key: string };

type SaveOptions = { storage: UploadStorage; maxBytes: number; contentLength?: number | null };

/**
 * Passes the file through while it is stored and checks it once all of it has gone by, before
 * the end reaches the storage: not empty, and the first bytes (or, for .dmg, the trailer) of its
 * type. A refusal fails the stream, so the storage keeps nothing (file removed, multipart upload
 * aborted), exactly as for a broken request.
 */
function contentCheck(extension: SoftwareExtension) {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let bytes = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      tail =
        chunk.length >= 512
          ? Buffer.from(chunk.subarray(-512))
          : Buffer.concat([tail, chunk]).subarray(-512);
      done(null, chunk);
    },
    flush(done) {
      if (bytes === 0) return done(new UploadError(400, "Il file è vuoto"));
      if (!signatures[extension](head, tail)) {
        return done(
          new UploadError(
            400,
            `Il contenuto del file non corrisponde a un file ${extension}: controlla di aver scelto il file giusto`,
          ),
        );
      }
      done();
    },
  });
  return { check, bytes: () => bytes };
}

/**
 * Streams the `file` part of a multipart body (busboy, features/shared/multipart.server.ts) into
 * the uploads' storage as software/<random>-<name>: allowed extension and matching content, at
 * most `maxBytes`, never buffered whole. Any failure, the request's own included, leaves nothing
 * stored and throws UploadError (or the stream's error when the request broke off).
 */
export async function saveSoftwareUpload(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null | undefined,
  { storage, maxBytes, contentLength }: SaveOptions,
): Promise<SavedUpload> {
  async function save({ filename, stream }: MultipartFile): Promise<SavedUpload> {
    if (!filename.trim()) throw new UploadError(400, "Nessun file selezionato");
    const extension = softwareExtensionOf(filename);
    if (!extension) throw new UploadError(400, EXTENSION_NOT_ALLOWED);
    const key = `${SOFTWARE_KEY_PREFIX}${randomBytes(8).toString("hex")}-${sanitizeFileName(filename, extension)}`;
    const { check, bytes } = contentCheck(extension);
    // The request's failure reaches the storage through `check`, the storage's the request; both
    // settle (the partial file removed, the multipart upload aborted) before the answer.
    const [stored, piped] = await Promise.allSettled([
      storage.put(key, check),
      pipeline(stream, check),
    ]);
    if (stored.status === "rejected") throw stored.reason;
    if (piped.status === "rejected") throw piped.reason;
    return { url: uploadUrlOf(key), bytes: bytes(), key };
  }

  try {
    const saved = await readMultipartFile(
      body,
      contentType,
      {
        field: SOFTWARE_UPLOAD_FIELD,
        maxFileBytes: maxBytes,
        maxBodyBytes: maxBytes + MULTIPART_OVERHEAD,
        contentLength,
        discard: (kept) => storage.delete(kept.key).catch(() => {}),
      },
      save,
    );
    if (!saved) throw new UploadError(400, "Nessun file ricevuto nel campo 'file'");
    return saved;
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.reason === "not-multipart") {
      throw new UploadError(400, "Invia il file come multipart/form-data nel campo 'file'");
    }
    if (error.status === 413) throw new UploadError(413, tooLargeMessage(maxBytes));
    throw new UploadError(400, error.message);
  }
}

/** The storage key of an uploaded software URL, or null for external links and foreign paths. */
export function uploadedSoftwareKey(fileUrl: string): string | null {
  const key = uploadKeyOf(fileUrl);
  return key?.startsWith(SOFTWARE_KEY_PREFIX) ? key : null;
}

/** Deletes an uploaded file (missing ones are fine). */
export async function removeUploadedSoftware(storage: UploadStorage, fileUrl: string) {
  const key = uploadedSoftwareKey(fileUrl);
  if (key) await storage.delete(key);
}

/** The Content-Disposition of a stored upload that is downloaded (software), or null. */
export function softwareDisposition(key: string): string | null {
  return key.startsWith(SOFTWARE_KEY_PREFIX)
    ? downloadDisposition(key.slice(SOFTWARE_KEY_PREFIX.length))
    : null;
}

/** 'Content-Disposition' value for a download: the name without the random prefix. */
export function downloadDisposition(fileName: string): string {
  const shown = fileName.replace(/^[0-9a-f]{16}-/, "");
  const ascii = shown.replace(/[^A-Za-z0-9._-]/g, "_");
  return `attachment; filename="${ascii}"`;
}
