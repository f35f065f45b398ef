import { randomBytes } from "node:crypto";
import { mkdir, open, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import {
  MultipartError,
  chunksOf,
  multipartBoundary,
  parseMultipart,
} from "./multipart-stream.server";
import {
  EXTENSION_NOT_ALLOWED,
  SOFTWARE_UPLOAD_FIELD,
  softwareExtensionOf,
  tooLargeMessage,
  type SoftwareExtension,
} from "./software-upload";

/** Uploaded software lives in <DATA_DIR>/uploads/software, served at /uploads/software/... */
export const SOFTWARE_URL_PREFIX = "/uploads/software/";
export const softwareDir = (dataDir: string) => path.join(dataDir, "uploads", "software");

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

export type SavedUpload = { url: string; bytes: number; path: string };

type SaveOptions = { dataDir: string; maxBytes: number; contentLength?: number | null };

/**
 * Streams the `file` part of a multipart body to <DATA_DIR>/uploads/software/<random>-<name>:
 * allowed extension and matching content, at most `maxBytes`, never buffered whole. Any
 * failure removes the partial file and throws UploadError (or MultipartError for a bad body).
 */
export async function saveSoftwareUpload(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null | undefined,
  { dataDir, maxBytes, contentLength }: SaveOptions,
): Promise<SavedUpload> {
  const boundary = multipartBoundary(contentType);
  if (!boundary || !body) {
    throw new UploadError(400, "Invia il file come multipart/form-data nel campo 'file'");
  }
  const maxBody = maxBytes + MULTIPART_OVERHEAD;
  if (contentLength && contentLength > maxBody)
    throw new UploadError(413, tooLargeMessage(maxBytes));

  const dir = softwareDir(dataDir);
  await mkdir(dir, { recursive: true });

  let received = 0;
  async function* counted() {
    for await (const chunk of chunksOf(body!)) {
      received += chunk.length;
      if (received > maxBody) throw new UploadError(413, tooLargeMessage(maxBytes));
      yield chunk;
    }
  }

  let handle: FileHandle | null = null;
  let target: string | null = null;
  let extension: SoftwareExtension | null = null;
  let saved: SavedUpload | null = null;
  let bytes = 0;
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);

  try {
    for await (const event of parseMultipart(counted(), boundary)) {
      if (event.type === "part") {
        const { name, filename } = event.part;
        if (name !== SOFTWARE_UPLOAD_FIELD || filename === null || saved) continue;
        if (!filename.trim()) throw new UploadError(400, "Nessun file selezionato");
        extension = softwareExtensionOf(filename);
        if (!extension) throw new UploadError(400, EXTENSION_NOT_ALLOWED);
        const storedName = `${randomBytes(8).toString("hex")}-${sanitizeFileName(filename, extension)}`;
        target = path.join(dir, storedName);
        handle = await open(target, "wx");
      } else if (event.type === "data") {
        if (!handle) continue;
        bytes += event.chunk.length;
        if (bytes > maxBytes) throw new UploadError(413, tooLargeMessage(maxBytes));
        if (head.length < 16) head = Buffer.concat([head, event.chunk.subarray(0, 16)]);
        tail =
          event.chunk.length >= 512
            ? Buffer.from(event.chunk.subarray(-512))
            : Buffer.concat([tail, event.chunk]).subarray(-512);
        await handle.write(event.chunk);
      } else if (handle && target && extension) {
        await handle.close();
        handle = null;
        if (bytes === 0) throw new UploadError(400, "Il file è vuoto");
        if (!signatures[extension](head, tail)) {
          throw new UploadError(
            400,
            `Il contenuto del file non corrisponde a un file ${extension}: controlla di aver scelto il file giusto`,
          );
        }
        saved = { url: `${SOFTWARE_URL_PREFIX}${path.basename(target)}`, bytes, path: target };
      }
    }
    if (!saved) throw new UploadError(400, "Nessun file ricevuto nel campo 'file'");
    return saved;
  } catch (error) {
    await handle?.close().catch(() => {});
    if (target && !saved) await unlink(target).catch(() => {});
    if (saved) await unlink(saved.path).catch(() => {});
    if (error instanceof MultipartError) throw new UploadError(400, error.message);
    throw error;
  }
}

/** The stored file of an uploaded software URL, or null for external links and foreign paths. */
export function uploadedSoftwarePath(dataDir: string, fileUrl: string): string | null {
  if (!fileUrl.startsWith(SOFTWARE_URL_PREFIX)) return null;
  const name = fileUrl.slice(SOFTWARE_URL_PREFIX.length);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) return null;
  return path.join(softwareDir(dataDir), name);
}

/** Deletes an uploaded file (missing files are fine). */
export async function removeUploadedSoftware(dataDir: string, fileUrl: string): Promise<void> {
  const file = uploadedSoftwarePath(dataDir, fileUrl);
  if (file) await unlink(file).catch(() => {});
}

/** 'Content-Disposition' value for a download: the name without the random prefix. */
export function downloadDisposition(fileName: string): string {
  const shown = fileName.replace(/^[0-9a-f]{16}-/, "");
  const ascii = shown.replace(/[^A-Za-z0-9._-]/g, "_");
  return `attachment; filename="${ascii}"`;
}
