import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { PRIVATE_PAGE_PATH } from "../http/auth";
import { carriesSessionCookie } from "../http/session-cookie";
import { chooseEncoding } from "./encoding";
import {
  buildEntry,
  cacheControlOf,
  entryResponse,
  hitHeaders,
  isStorable,
  matchesIfNoneMatch,
  prepareHits,
  type CacheControlSettings,
  type CachedEntry,
  type FrontHeaders,
} from "./entry";
import { SizedLru } from "#kit/lib/sized-lru";

/**
 * The public page cache (decision 010): an anonymous GET of a public page, of /sitemap.xml,
 * /robots.txt or of a public JSON call is rendered once, stored compressed in memory and sent
 * to every visitor until an admin write, the next scheduled change (a blog post's publication, a
 * hero period's start or end) or its maximum age.
 */
export type PageCacheSettings = CacheControlSettings & {
  /** Bound of the store (bodies in every encoding plus headers), in bytes. */
  maxBytes: number;
  /** Longest life of an entry, in milliseconds: content from outside (policy texts) and the clock. */
  maxAgeMs: number;
  /** The clock, in milliseconds since the epoch. */
  now: () => number;
  /**
   * The first moment after `after` at which hidden content becomes public (a scheduled post, a
   * hero variant's period starting or ending).
   */
  nextPublication: (after: Date) => Promise<Date | null>;
  /** Told when the next publication cannot be read (the entry is then not stored). */
  onError?: (error: unknown) => void;
  /**
   * The headers the middleware in front of the cache adds (security headers). With it, `hits`
   * answers a stored page before that middleware runs, with the same headers.
   */
  frontHeaders?: FrontHeaders;
  /**
   * Whether an /api path answers the same JSON to every anonymous visitor, so `api` may keep
   * it: the public mounts the manifests declare cached (server/api/cached-paths.ts, decision
   * 055). Without it no API answer is kept.
   */
  cachedApiPath?: (path: string) => boolean;
  /**
   * The copy of a page or call that a request's Cookie header reads, when an answer differs with
   * a cookie that holds no personal data: a name, or null for the plain copy. Each copy is the
   * same for everyone who reads it. The composition root (server/app.ts) gives the cookie
   * choice's (decision 053: the page without the banner); without it there is one copy.
   */
  variantOf?: (cookieHeader: string) => string | null;
};

export const PAGE_CACHE_DEFAULTS = {
  maxAgeMs: 5 * 60_000,
  sharedMaxAgeSeconds: 60,
  staleWhileRevalidateSeconds: 30,
} as const;

const MAX_KEY_LENGTH = 2048;

/**
 * The path of a request URL, as `new URL(url).pathname` gives it: the server's URLs are already
 * normalised (the Node adapter and fetch's Request resolve dot segments and encode the rest).
 */
function pathOf(url: string, queryAt: number): string {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return "/";
  const hashAt = url.indexOf("#", start);
  const end = queryAt !== -1 ? queryAt : hashAt !== -1 ? hashAt : url.length;
  return url.slice(start, end);
}

/**
 * Path and query with the parameters sorted by name, or null when too long to be worth a key,
 * with the path alone (to test it) in `path`. A URL without a query costs no parsing.
 */
function keyOf(url: string): { key: string | null; path: string } {
  const queryAt = url.indexOf("?");
  const path = pathOf(url, queryAt);
  let key = path;
  if (queryAt !== -1) {
    const hashAt = url.indexOf("#", queryAt);
    const params = new URLSearchParams(url.slice(queryAt, hashAt === -1 ? undefined : hashAt));
    params.sort();
    const query = params.toString();
    if (query) key = `${path}?${query}`;
  }
  return { key: key.length > MAX_KEY_LENGTH ? null : key, path };
}

/** A request with a session cookie (either kind, valid or not) or an Authorization header. */
function isPersonal(c: Context<AppEnv>): boolean {
  return (
    (Boolean(c.req.header("cookie")) && carriesSessionCookie(c.req.raw)) ||
    Boolean(c.req.header("authorization"))
  );
}

/** Adds Cookie to the answer's Vary header, once. */
function varyOnCookie(response: Response) {
  const vary = response.headers.get("vary");
  if (vary && /\bcookie\b/i.test(vary)) return;
  response.headers.set("vary", vary ? `${vary}, Cookie` : "Cookie");
}

/** Hono merges the old response's headers into a new one; a cached answer must replace it whole. */
function replaceResponse(c: Context<AppEnv>, response: Response) {
  c.res = undefined;
  c.res = response;
}

export function createPageCache(settings: PageCacheSettings) {
  const cachedApiPath = settings.cachedApiPath ?? (() => false);
  const variantOf = settings.variantOf ?? (() => null);
  const store = new SizedLru<CachedEntry>(settings.maxBytes);
  /** Renders in progress by key: concurrent misses of one page wait for the first. */
  const rendering = new Map<string, Promise<CachedEntry | null>>();
  /** Bumped by every invalidation: a render begun before it is not stored. */
  let generation = 0;
  /** The next publication as last read, valid while no admin write happened since. */
  let publication: { generation: number; checkedAt: number; at: number | null } | null = null;

  /**
   * The stored copy a request reads: the plain one, or the variant its Cookie header asks for,
   * its name after a '#' (never part of a URL's key).
   */
  function keyFor(c: Context<AppEnv>): { key: string | null; path: string } {
    const { key, path } = keyOf(c.req.url);
    const cookies = c.req.header("cookie");
    const variant = key === null || !cookies ? null : variantOf(cookies);
    return { key: variant === null ? key : `${key}#${variant}`, path };
  }

  function clear() {
    generation += 1;
    publication = null;
    store.clear();
  }

  /** When an entry rendered at `start` must go: its maximum age or the next publication. */
  async function lifetimeFrom(start: number, renderedIn: number) {
    const memo = publication;
    let next: number | null;
    if (
      memo?.generation === renderedIn &&
      memo.checkedAt <= start &&
      (memo.at === null || memo.at > start)
    ) {
      next = memo.at;
    } else {
      next = (await settings.nextPublication(new Date(start)))?.getTime() ?? null;
      if (renderedIn === generation) publication = { generation, checkedAt: start, at: next };
    }
    const oldest = start + settings.maxAgeMs;
    return next !== null && next <= oldest
      ? { expiresAt: next, endsAtPublication: true }
      : { expiresAt: oldest, endsAtPublication: false };
  }

  /** The entry for the answer just rendered (stored when it fits), or null when not shareable. */
  async function entryFor(c: Context<AppEnv>, key: string, renderedIn: number, start: number) {
    const response = c.res;
    if (!isStorable(response)) return null;
    const body = Buffer.from(await response.arrayBuffer());
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    replaceResponse(c, new Response(bytes, response));
    if (renderedIn !== generation) return null;
    let lifetime;
    try {
      lifetime = await lifetimeFrom(start, renderedIn);
    } catch (error) {
      settings.onError?.(error);
      return null;
    }
    if (lifetime.expiresAt <= settings.now()) return null;
    const entry = await buildEntry(response, body, { nonce: c.get("nonce"), ...lifetime });
    // An admin write while this page was compressed: answer it, but do not keep it.
    if (!entry || renderedIn !== generation) return null;
    if (settings.frontHeaders) entry.hits = prepareHits(entry, settings.frontHeaders);
    store.set(key, entry);
    return entry;
  }

  function serve(c: Context<AppEnv>, entry: CachedEntry, state: "HIT" | "MISS") {
    if (entry.scriptHashes) c.set("cspScriptHashes", entry.scriptHashes);
    const response = entryResponse(entry, {
      encoding: chooseEncoding(c.req.header("accept-encoding")),
      notModified: matchesIfNoneMatch(entry, c.req.header("if-none-match")),
      head: c.req.method === "HEAD",
      cacheControl: cacheControlOf(entry, settings.now(), settings),
      state,
    });
    replaceResponse(c, response);
  }

  /**
   * The cache in front of the pages ("pages": everything but the back office and the customer
   * area, .data requests included) or of the public JSON calls ("api").
   */
  function middleware(scope: "pages" | "api"): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      if (method !== "GET" && method !== "HEAD") return next();
      const { key, path } = keyFor(c);
      const covered = scope === "pages" ? !PRIVATE_PAGE_PATH.test(path) : cachedApiPath(path);
      if (!covered) return next();
      const personal = isPersonal(c);
      if (!key || personal || c.req.header("range")) {
        await next();
        if (scope === "pages") varyOnCookie(c.res);
        c.res.headers.set("X-Cache", "BYPASS");
        // Rendered for a signed-in visitor: no shared cache may keep it.
        if (personal && !c.res.headers.has("Cache-Control")) {
          c.res.headers.set("Cache-Control", "private, no-cache");
        }
        return;
      }

      const hit = store.get(key, settings.now());
      if (hit) return serve(c, hit, "HIT");
      const pending = method === "GET" ? rendering.get(key) : undefined;
      if (pending) {
        const entry = await pending;
        if (entry && entry.expiresAt > settings.now()) return serve(c, entry, "HIT");
      }

      let settle: (entry: CachedEntry | null) => void = () => {};
      const leads = method === "GET" && !rendering.has(key);
      if (leads) rendering.set(key, new Promise((resolve) => (settle = resolve)));
      const renderedIn = generation;
      const start = settings.now();
      let entry: CachedEntry | null = null;
      try {
        c.set("publicCache", true);
        await next();
        // The page differs with the consent cookie (banner or not): no other cache may mix them.
        if (scope === "pages") varyOnCookie(c.res);
        // A HEAD answer has no body to keep.
        if (method === "GET") entry = await entryFor(c, key, renderedIn, start);
      } finally {
        settle(entry);
        if (leads) rendering.delete(key);
      }
      if (entry) return serve(c, entry, "MISS");
      c.res.headers.set("X-Cache", "MISS");
      if (scope === "api" && !c.res.headers.has("Cache-Control")) {
        c.res.headers.set("Cache-Control", "no-store");
      }
    };
  }

  /**
   * Stored answers, first thing in the app (decision 013): a GET or HEAD whose key holds an entry
   * is answered here with the entry's prepared headers (the security headers included, through
   * `frontHeaders`), without the compression, security-header, static-file and routing steps.
   * Only requests the `pages` and `api` middleware would have answered from memory are: keys of
   * paths they cover are the only ones stored, and the same bypass rules apply. Anything else,
   * and every hit without prepared headers, goes on to them.
   */
  const hits: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || store.count === 0) return next();
    const { key } = keyFor(c);
    if (key === null || isPersonal(c) || c.req.header("range")) return next();
    const now = settings.now();
    const entry = store.get(key, now);
    const prepared = entry?.hits;
    if (!entry || !prepared) return next();
    const answer = prepared[chooseEncoding(c.req.header("accept-encoding"))];
    const cacheControl = cacheControlOf(entry, now, settings);
    if (matchesIfNoneMatch(entry, c.req.header("if-none-match"))) {
      return new Response(null, {
        status: 304,
        headers: hitHeaders(answer.notModified, cacheControl),
      });
    }
    return new Response(method === "HEAD" ? null : answer.body, {
      status: 200,
      headers: hitHeaders(answer.ok, cacheControl),
    });
  };

  return {
    hits,
    pages: middleware("pages"),
    api: middleware("api"),
    clear,
    stats: () => ({ entries: store.count, bytes: store.size, generation, keys: store.keys() }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
