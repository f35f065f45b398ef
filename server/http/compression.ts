import { Readable } from "node:stream";
import { promisify } from "node:util";
import { constants, createGzip, gzip, type ZlibOptions } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "../context";
import { acceptsGzip } from "../page-cache/encoding";

/**
 * Compression of the answers the page cache does not hold (decision 013): pages rendered for one
 * request, misses with the cache off, the API. It replaces hono/compress, which sends every
 * answer through a web CompressionStream.
 *
 * - An answer whose body is complete by the time it gets here (a page without pending Suspense
 *   boundaries: React writes it at once, app/entry.server.tsx) is compressed in one zlib call on
 *   libuv's thread pool and sent with its Content-Length.
 * - An answer still being written (a page streaming Suspense boundaries) is compressed as it
 *   comes, each piece flushed, so the browser gets it without waiting for the rest
 *   (CompressionStream kept it until its buffer filled or the page ended).
 * - gzip level 6, as before. Brotli quality 4 would be about 5% smaller, but cost about 40% more
 *   CPU per page in the server under load (measured); the page cache's entries are in brotli,
 *   compressed once.
 * - Left as they are: an answer already encoded (the page cache's), smaller than 256 bytes (the
 *   pages load many small script chunks worth compressing, decision 012), of a
 *   type that does not compress, to a HEAD, 206 or `no-transform`, or for a browser without
 *   gzip. `Vary: Accept-Encoding` is added to every answer of a compressible type, and the ETag
 *   of a compressed one is made weak, as hono/compress did.
 */
const THRESHOLD = 256;
const GZIP: ZlibOptions = { level: 6 };
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const gzipOnce = promisify(gzip);

const NOT_YET = Symbol("not yet");

/** Resolves once the next ticks and microtasks queued now have run (a few turns of them). */
async function afterQueuedWork(): Promise<typeof NOT_YET> {
  for (let turn = 0; turn < 4; turn++) {
    await new Promise<void>((resolve) => process.nextTick(resolve));
  }
  return NOT_YET;
}
type Read = ReadableStreamReadResult<Uint8Array>;

/**
 * The chunks the body already holds, read until it ends or a read would wait for more than the
 * work already queued (microtasks, next ticks); `pending` is that read, when there is one.
 */
async function readAvailable(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for (;;) {
    const read = reader.read();
    const result = await Promise.race([read, afterQueuedWork()]);
    if (result === NOT_YET) return { chunks, pending: read as Promise<Read> | null };
    if (result.done) return { chunks, pending: null };
    chunks.push(result.value);
  }
}

/** A body still being written, compressed as it comes: each chunk is flushed on its own. */
function compressedStream(
  first: Uint8Array[],
  pending: Promise<Read>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  const zlib = createGzip(GZIP);
  for (const chunk of first) zlib.write(chunk);
  zlib.flush(constants.Z_SYNC_FLUSH);
  void (async () => {
    try {
      for (let result = await pending; !result.done; result = await reader.read()) {
        if (zlib.destroyed) break;
        zlib.write(result.value);
        zlib.flush(constants.Z_SYNC_FLUSH);
      }
      if (zlib.destroyed) await reader.cancel();
      else zlib.end();
    } catch (error) {
      zlib.destroy(error as Error);
    }
  })();
  return Readable.toWeb(zlib) as ReadableStream<Uint8Array>;
}

/** Hono merges the old response's headers into a new one; this one must replace it whole. */
function replaceResponse(c: Context<AppEnv>, body: BodyInit | null, headers: Headers) {
  const status = c.res.status;
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

export function compression(): MiddlewareHandler<AppEnv> {
  return async function compression(c, next) {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (res.status === 206 || c.req.method === "HEAD") return;
    if (headers.has("content-encoding") || headers.has("transfer-encoding")) return;
    const length = headers.get("content-length");
    if (length !== null && Number(length) < THRESHOLD) return;
    const type = headers.get("content-type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (NO_TRANSFORM.test(headers.get("cache-control") ?? "")) return;

    const vary = headers.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    if (!acceptsGzip(c.req.header("accept-encoding")) || !res.body) return;

    const reader = res.body.getReader();
    const { chunks, pending } = await readAvailable(reader);
    const out = new Headers(headers);
    out.delete("content-length");
    const compressedHeaders = () => {
      out.set("content-encoding", "gzip");
      const etag = out.get("etag");
      if (etag && !etag.startsWith("W/")) out.set("etag", `W/${etag}`);
    };

    if (pending) {
      compressedHeaders();
      replaceResponse(c, compressedStream(chunks, pending, reader), out);
      return;
    }
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    if (body.byteLength < THRESHOLD) {
      out.set("content-length", String(body.byteLength));
      replaceResponse(c, body as Uint8Array<ArrayBuffer>, out);
      return;
    }
    const compressed = await gzipOnce(body, GZIP);
    compressedHeaders();
    out.set("content-length", String(compressed.byteLength));
    replaceResponse(
      c,
      new Uint8Array(
        compressed.buffer as ArrayBuffer,
        compressed.byteOffset,
        compressed.byteLength,
      ),
      out,
    );
  };
}
