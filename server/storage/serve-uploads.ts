import { Readable } from "node:stream";
import type { MiddlewareHandler } from "hono";
import { uploadContentType } from "./s3-client.mjs";
import {
  isPrivateUploadKey,
  uploadKeyOf,
  type ByteRange,
  type UploadStorage,
} from "./upload-storage";

export type ServeUploadsOptions = {
  /** The Content-Disposition of a key that downloads rather than shows (software), or null. */
  disposition: (key: string) => string | null;
};

/**
 * GET and HEAD /uploads/<folder>/<name> from the storage, streamed (never read whole), with a
 * single byte range when asked (resumed downloads); immutable caching, since every name is
 * generated once. A download (a key with a disposition) on a bucket with presigned downloads
 * answers 302 to a short-lived URL of the bucket instead. Images always stream from here: the
 * pages' CSP allows images from this origin only. A missing object, or one of a private folder
 * (the tickets' attachments, decision 066), goes on to the next handler.
 */
export function serveUploads(
  storage: UploadStorage,
  { disposition }: ServeUploadsOptions,
): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const key = method === "GET" || method === "HEAD" ? uploadKeyOf(c.req.path) : null;
    // A private folder (tickets' attachments) is never public: only its API routes read it.
    if (!key || isPrivateUploadKey(key)) return next();
    const attachment = disposition(key);

    if (attachment && storage.presignedUrl) {
      if (!(await storage.stat(key))) return next();
      c.header("Cache-Control", "no-store");
      return c.redirect(await storage.presignedUrl(key, attachment), 302);
    }

    const rangeHeader = method === "GET" ? c.req.header("range") : undefined;
    let range: ByteRange | undefined;
    let size: number | undefined;
    if (rangeHeader || method === "HEAD") {
      const info = await storage.stat(key);
      if (!info) return next();
      size = info.size;
      if (rangeHeader) {
        c.header("Accept-Ranges", "bytes");
        range = byteRange(rangeHeader, info.size) ?? undefined;
        if (!range) {
          c.header("Content-Range", `bytes */${info.size}`);
          return c.body(null, 416);
        }
      }
    }
    c.header("Content-Type", uploadContentType(key));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    if (attachment) c.header("Content-Disposition", attachment);
    if (method === "HEAD") {
      c.header("Content-Length", String(size));
      return c.body(null, 200);
    }

    const object = await storage.get(key, range);
    if (!object) return next();
    if (object.lastModified) c.header("Last-Modified", object.lastModified.toUTCString());
    if (range) {
      c.header("Content-Length", String(range.end - range.start + 1));
      c.header("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
      return c.body(webStream(object.body), 206);
    }
    c.header("Content-Length", String(object.size));
    return c.body(webStream(object.body), 200);
  };
}

/**
 * One range of "bytes=a-b", "bytes=a-" or "bytes=-n" within `size`, or null when it cannot be
 * served (416). Several ranges or another unit: the first form is read, as static servers do.
 */
export function byteRange(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0 || (match[1] === "" && match[2] === "")) return null;
  const [, from, to] = match;
  if (from === "") {
    const length = Number(to);
    return length > 0 ? { start: Math.max(size - length, 0), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * A web stream that reads the Node stream only when the answer asks for more (pull), so a slow
 * client holds back the file or the bucket instead of filling memory; cancelled, it closes it.
 */
function webStream(body: Readable): ReadableStream<Uint8Array> {
  const chunks = body[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value as Uint8Array);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel() {
      body.destroy();
    },
  });
}
