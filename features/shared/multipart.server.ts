import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import Busboy, { type BusboyFileStream } from "@fastify/busboy";

/**
 * Reads the one file an upload route wants from a multipart/form-data body with @fastify/busboy
 * (decision 017): the file's bytes are handed on as a stream while the request arrives, so a
 * large upload never sits in memory. The route decides where they go and what they must be; this
 * module enforces the body-wide limits and turns a bad or broken body into a MultipartError.
 */

/** Why a body was refused; the route chooses the status and, for some, its own message. */
export type MultipartFailure =
  | "not-multipart"
  | "malformed"
  | "incomplete"
  | "too-many-parts"
  | "body-too-large"
  | "file-too-large";

const failureMessages: Record<MultipartFailure, string> = {
  "not-multipart": "Richiesta non multipart/form-data",
  malformed: "Richiesta multipart non valida",
  incomplete: "Richiesta multipart incompleta",
  "too-many-parts": "Richiesta multipart con troppe parti",
  "body-too-large": "Richiesta troppo grande",
  "file-too-large": "File troppo grande",
};

/** A body refused while it was read. */
export class MultipartError extends Error {
  constructor(readonly reason: MultipartFailure) {
    super(failureMessages[reason]);
    this.name = "MultipartError";
  }

  /** 413 for the size limits, 400 for everything else. */
  get status(): 400 | 413 {
    return this.reason === "body-too-large" || this.reason === "file-too-large" ? 413 : 400;
  }
}

/** The file part handed to the route: `stream` must be read to its end or the route must throw. */
export type MultipartFile = {
  /** The name the browser sent, without any path (busboy keeps only the base name). */
  filename: string;
  mimeType: string;
  stream: BusboyFileStream;
};

export type ReadFileOptions<T> = {
  /** The form field whose first file part is read; any other part is read past and dropped. */
  field: string;
  /** Bytes of that file: one more and the body is refused with "file-too-large". */
  maxFileBytes: number;
  /** Bytes of the whole body, counted as it arrives: beyond them "body-too-large". */
  maxBodyBytes: number;
  /** The request's Content-Length when it sent one: beyond `maxBodyBytes`, refused unread. */
  contentLength?: number | null;
  /** Parts in the body (fields and files): beyond them "too-many-parts". */
  maxParts?: number;
  /** Called when the route had already kept the file but the rest of the body turned out bad. */
  discard?: (kept: T) => Promise<void>;
};

const isMultipart = (contentType: string) => /^multipart\/form-data\s*(;|$)/i.test(contentType);

/** Busboy's own errors for a body that ends before its closing boundary. */
const isTruncation = (error: Error) =>
  /unexpected end of (multipart data|form)|terminated early/i.test(error.message);

/**
 * Reads `body` through busboy and calls `onFile` with the first file part named `options.field`.
 * Resolves with what `onFile` returned once the whole body has been read, or null when the body
 * held no such file part. Rejects with MultipartError for a body that is not multipart, is cut
 * short, malformed or over a limit; with `onFile`'s own error when the route refuses the file;
 * with the stream's error when the request itself fails (the client went away). Whatever the
 * cause, the file stream is destroyed first, so `onFile` cleans up what it wrote, and this only
 * settles once `onFile` has.
 */
export async function readMultipartFile<T>(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null | undefined,
  options: ReadFileOptions<T>,
  onFile: (file: MultipartFile) => Promise<T>,
): Promise<T | null> {
  if (!body || !contentType || !isMultipart(contentType)) {
    throw new MultipartError("not-multipart");
  }
  if (options.contentLength && options.contentLength > options.maxBodyBytes) {
    throw new MultipartError("body-too-large");
  }
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { "content-type": contentType },
      // Only a part with a filename is a file, as browsers send them (even an empty file input).
      isPartAFile: (_field, _type, filename) => filename !== undefined,
      limits: {
        fileSize: options.maxFileBytes,
        parts: options.maxParts ?? 20,
        headerSize: 16 * 1024,
        fieldSize: 64 * 1024,
      },
    });
  } catch {
    // No boundary in the Content-Type.
    throw new MultipartError("not-multipart");
  }

  const aborted = new AbortController();
  let failure: unknown = null;
  let current: BusboyFileStream | null = null;
  let handled: Promise<T> | null = null;

  const fail = (error: unknown) => {
    if (failure) return;
    failure =
      error instanceof Error && isTruncation(error) ? new MultipartError("incomplete") : error;
    current?.destroy(failure as Error);
    aborted.abort(failure);
  };

  busboy.on("file", (name, stream, filename, _encoding, mimeType) => {
    // A file stream's errors reach whoever reads it, and through `fail` the whole read: none
    // may go unheard once its reader has stopped (or before it starts).
    stream.on("error", () => {});
    if (name !== options.field || handled || failure) {
      stream.resume();
      return;
    }
    current = stream;
    stream.on("limit", () => fail(new MultipartError("file-too-large")));
    stream.on("end", () => {
      if (current === stream) current = null;
    });
    handled = onFile({ filename, mimeType, stream });
    handled.catch(fail);
  });
  busboy.on("partsLimit", () => fail(new MultipartError("too-many-parts")));

  let received = 0;
  const maxBodyBytes = options.maxBodyBytes;
  try {
    await pipeline(
      Readable.fromWeb(body as NodeWebStream<Uint8Array>),
      async function* counted(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          received += chunk.length;
          if (received > maxBodyBytes) throw new MultipartError("body-too-large");
          yield chunk;
        }
      },
      busboy,
      { signal: aborted.signal },
    );
  } catch (error) {
    fail(error);
  }

  let kept: { value: T } | null = null;
  if (handled) {
    try {
      kept = { value: await handled };
    } catch (error) {
      fail(error);
    }
  }
  if (failure) {
    if (kept) await options.discard?.(kept.value);
    throw failure;
  }
  return kept ? kept.value : null;
}

/** A file part of a form read whole (`readMultipartForm`). */
export type FormFile = {
  /** The name the browser sent, without any path. */
  fileName: string;
  /** The bytes read, at most the limit: `tooLarge` says the file went on beyond it. */
  bytes: Uint8Array;
  tooLarge: boolean;
};

export type ReadFormOptions = {
  /** The form field whose file parts are kept; other files are read past and dropped. */
  fileField: string;
  /** Files kept: any further one is read past and only counted (`filesOver`). */
  maxFiles: number;
  /** Bytes kept of each file: a longer one is read to its end and marked `tooLarge`. */
  maxFileBytes: number;
  /** Bytes of the whole body, counted as it arrives: beyond them "body-too-large". */
  maxBodyBytes: number;
  contentLength?: number | null;
  maxParts?: number;
};

/** The text fields (the first value of each name) and the files of a multipart form. */
export type MultipartForm = {
  fields: Record<string, string>;
  files: FormFile[];
  /** How many files of `fileField` came beyond `maxFiles`. */
  filesOver: number;
};

/**
 * Reads a whole multipart/form-data form with @fastify/busboy: its text fields and up to
 * `maxFiles` files of `fileField`, each held in memory up to `maxFileBytes` (a form of a few
 * small files, such as a ticket's attachments; a large single upload streams with
 * `readMultipartFile` instead). A file over its limit or beyond the count does not fail the read:
 * the route names it in its own words. An empty file input (no name, no bytes) is no file.
 * Rejects with MultipartError for a body that is not multipart, is cut short, malformed or over
 * the body's limit.
 */
export async function readMultipartForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null | undefined,
  options: ReadFormOptions,
): Promise<MultipartForm> {
  if (!body || !contentType || !isMultipart(contentType)) {
    throw new MultipartError("not-multipart");
  }
  if (options.contentLength && options.contentLength > options.maxBodyBytes) {
    throw new MultipartError("body-too-large");
  }
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { "content-type": contentType },
      isPartAFile: (_field, _type, filename) => filename !== undefined,
      limits: {
        fileSize: options.maxFileBytes,
        parts: options.maxParts ?? 30,
        headerSize: 16 * 1024,
        fieldSize: 64 * 1024,
      },
    });
  } catch {
    throw new MultipartError("not-multipart");
  }

  const form: MultipartForm = { fields: {}, files: [], filesOver: 0 };
  const reading: Promise<void>[] = [];
  let failure: unknown = null;
  busboy.on("field", (name, value) => {
    if (!(name in form.fields)) form.fields[name] = value;
  });
  busboy.on("file", (name, stream, filename) => {
    stream.on("error", () => {});
    if (name !== options.fileField || !filename) {
      stream.resume();
      return;
    }
    if (form.files.length >= options.maxFiles) {
      form.filesOver++;
      stream.resume();
      return;
    }
    const file: FormFile = { fileName: filename, bytes: new Uint8Array(), tooLarge: false };
    form.files.push(file);
    stream.on("limit", () => (file.tooLarge = true));
    reading.push(
      (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        file.bytes = new Uint8Array(Buffer.concat(chunks));
      })().catch((error: unknown) => {
        failure ??= error;
      }),
    );
  });
  busboy.on("partsLimit", () => {
    failure ??= new MultipartError("too-many-parts");
  });

  let received = 0;
  try {
    await pipeline(
      Readable.fromWeb(body as NodeWebStream<Uint8Array>),
      async function* counted(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          received += chunk.length;
          if (received > options.maxBodyBytes) throw new MultipartError("body-too-large");
          yield chunk;
        }
      },
      busboy,
    );
    await Promise.all(reading);
  } catch (error) {
    failure ??=
      error instanceof Error && isTruncation(error) ? new MultipartError("incomplete") : error;
  }
  if (failure) throw failure;
  return form;
}
