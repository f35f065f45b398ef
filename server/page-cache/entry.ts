import { createHash } from "node:crypto";
import { compressBodies, ENCODINGS, ETAG_SUFFIX, type Encoding } from "./encoding";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts";

/** One stored answer: the bytes of every encoding, made once and sent to every visitor. */
export type CachedEntry = {
  /** Response headers to repeat (no Set-Cookie, length, encoding, validators or caching). */
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  /** Hash of the identity body: the ETag, with a suffix per encoding. */
  tag: string;
  /** For HTML: the 'sha256-…' sources of its inline scripts (the CSP of the entry). */
  scriptHashes: string[] | null;
  expiresAt: number;
  /** True when expiresAt is the next scheduled publication rather than the entry's maximum age. */
  endsAtPublication: boolean;
  /** Bytes it holds, for the store's bound. */
  size: number;
  /** The headers of its hits, made once when stored (see prepareHits). */
  hits?: PreparedHits;
};

/** Headers the entry sets itself, or never repeats. */
const NOT_REPEATED = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "last-modified",
  "cache-control",
  "expires",
  "date",
  "vary",
  "x-cache",
]);
const PRIVATE_CACHE_CONTROL = /(?:^|,)\s*(?:no-store|private|no-cache)\b/i;
/** Request headers an answer may vary on and still be shared: the cache handles both. */
const SHAREABLE_VARY = new Set(["accept-encoding", "cookie"]);
/** React's instruction to render a boundary in the browser because it failed on the server. */
const CLIENT_RENDER_INSTRUCTION = "$RX(";

/**
 * Whether the answer may be stored, judged on its status and headers before its body is read:
 * 200 only, no cookie set, nothing private, no encoding applied, no Vary the cache cannot honour.
 */
export function isStorable(response: Response): boolean {
  const { headers } = response;
  if (response.status !== 200 || !response.body) return false;
  if (headers.has("set-cookie") || headers.has("content-encoding")) return false;
  if (PRIVATE_CACHE_CONTROL.test(headers.get("cache-control") ?? "")) return false;
  const vary = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return vary.every((name) => SHAREABLE_VARY.has(name));
}

/**
 * The entry for a storable answer's body, or null when the body cannot be shared: HTML that
 * still holds the request's nonce outside its attributes, a page whose rendering failed midway.
 */
export async function buildEntry(
  response: Response,
  body: Buffer,
  {
    nonce,
    expiresAt,
    endsAtPublication,
  }: Pick<CachedEntry, "expiresAt" | "endsAtPublication"> & {
    nonce: string;
  },
): Promise<CachedEntry | null> {
  let identity = body;
  let scriptHashes: string[] | null = null;
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
    const html = withoutNonce(body.toString("utf8"), nonce);
    if (html === null || html.includes(CLIENT_RENDER_INSTRUCTION)) return null;
    identity = Buffer.from(html, "utf8");
    scriptHashes = inlineScriptHashes(html);
  } else if (nonce && body.includes(nonce)) {
    return null;
  }
  const headers = [...response.headers].filter(([name]) => !NOT_REPEATED.has(name.toLowerCase()));
  const varyCookie = /\bcookie\b/i.test(response.headers.get("vary") ?? "");
  if (varyCookie) headers.push(["vary", "Cookie, Accept-Encoding"]);
  const bodies = await compressBodies(identity);
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 32);
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return {
    headers,
    bodies,
    tag,
    scriptHashes,
    expiresAt,
    endsAtPublication,
    size: bodies.br.length + bodies.gzip.length + bodies.identity.length + headerBytes + 512,
  };
}

export type CacheControlSettings = {
  /** Longest s-maxage given to shared caches, in seconds. */
  sharedMaxAgeSeconds: number;
  /** stale-while-revalidate given to shared caches, in seconds. */
  staleWhileRevalidateSeconds: number;
};

/**
 * Browsers revalidate every time (max-age=0, answered by 304 while the ETag holds); a CDN or
 * proxy may keep the answer for s-maxage and serve it stale while it revalidates, never past
 * the next scheduled publication.
 */
export function cacheControlOf(entry: CachedEntry, now: number, settings: CacheControlSettings) {
  const left = Math.max(0, Math.floor((entry.expiresAt - now) / 1000));
  const sMaxAge = Math.min(settings.sharedMaxAgeSeconds, left);
  const stale = entry.endsAtPublication
    ? Math.min(settings.staleWhileRevalidateSeconds, left - sMaxAge)
    : settings.staleWhileRevalidateSeconds;
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
}

const etagOf = (entry: CachedEntry, encoding: Encoding) => `"${entry.tag}${ETAG_SUFFIX[encoding]}"`;

/** True when If-None-Match names any encoding of the entry (weak comparison, as RFC 9110 says). */
export function matchesIfNoneMatch(entry: CachedEntry, header: string | null | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    if (tag === "*") return true;
    return Object.values(ETAG_SUFFIX).some((suffix) => tag === `"${entry.tag}${suffix}"`);
  });
}

/** The answer for one request: 200 with the body in `encoding` (none for HEAD), or 304. */
export function entryResponse(
  entry: CachedEntry,
  options: {
    encoding: Encoding;
    notModified: boolean;
    head: boolean;
    cacheControl: string;
    state: "HIT" | "MISS";
  },
): Response {
  const headers = new Headers(options.notModified ? [] : entry.headers);
  const vary = entry.headers.find(([name]) => name === "vary");
  headers.set("Vary", vary ? vary[1] : "Accept-Encoding");
  headers.set("ETag", etagOf(entry, options.encoding));
  headers.set("Cache-Control", options.cacheControl);
  headers.set("X-Cache", options.state);
  if (options.notModified) return new Response(null, { status: 304, headers });
  const body = entry.bodies[options.encoding];
  if (options.encoding !== "identity") headers.set("Content-Encoding", options.encoding);
  headers.set("Content-Length", String(body.length));
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(options.head ? null : bytes, { status: 200, headers });
}

/**
 * What the middleware in front of the cache adds to an answer with this Content-Type (the security
 * headers, with the CSP of `scriptHashes` for HTML), in lower case, for hits answered without it.
 */
export type FrontHeaders = (
  contentType: string | null,
  scriptHashes: readonly string[],
) => readonly [string, string][];

/** Headers of one kind of hit; those with a Cache-Control are remade when its value changes. */
type HitHeaders = {
  base: Record<string, string>;
  cacheControl: string;
  headers: Record<string, string>;
};
export type PreparedHits = Record<
  Encoding,
  { ok: HitHeaders; notModified: HitHeaders; body: Uint8Array<ArrayBuffer> }
>;

/**
 * The headers of every hit of `entry`, per encoding, for 200 and 304: the same names and values
 * entryResponse and the middleware in front of the cache give a hit answered through them, but
 * worked out once, so a hit costs a lookup and no header is built per request (decision 013).
 */
export function prepareHits(entry: CachedEntry, front: FrontHeaders): PreparedHits {
  const contentType = entry.headers.find(([name]) => name === "content-type")?.[1] ?? null;
  const vary = entry.headers.find(([name]) => name === "vary")?.[1] ?? "Accept-Encoding";
  const make = (base: Record<string, string>): HitHeaders => ({
    base,
    cacheControl: "",
    headers: base,
  });
  const prepared = {} as PreparedHits;
  for (const encoding of ENCODINGS) {
    const validators = { vary, etag: etagOf(entry, encoding), "x-cache": "HIT" };
    const ok: Record<string, string> = Object.fromEntries(entry.headers);
    Object.assign(ok, validators);
    if (encoding !== "identity") ok["content-encoding"] = encoding;
    ok["content-length"] = String(entry.bodies[encoding].length);
    Object.assign(ok, Object.fromEntries(front(contentType, entry.scriptHashes ?? [])));
    const notModified = { ...validators, ...Object.fromEntries(front(null, [])) };
    const body = entry.bodies[encoding];
    prepared[encoding] = {
      ok: make(ok),
      notModified: make(notModified),
      body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
    };
  }
  return prepared;
}

/** The headers of a hit with this Cache-Control, reused while the value stays the same. */
export function hitHeaders(hit: HitHeaders, cacheControl: string): Record<string, string> {
  if (hit.cacheControl !== cacheControl) {
    hit.headers = { ...hit.base, "cache-control": cacheControl };
    hit.cacheControl = cacheControl;
  }
  return hit.headers;
}
