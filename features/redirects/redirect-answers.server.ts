import type { MiddlewareHandler } from "hono";
import type { Database } from "#db/client";
import type { Logger } from "#server/logger";
import type { ContentChanges } from "#server/shared-state/content-changes";
import { isWebAddress } from "../shared/site-links";
import { countRedirectHit, loadRedirectTable, recordNotFound } from "./redirects.server";
import { canonicalPath, reservedRedirectSegments, type RedirectStatus } from "./redirect-values";
import { isProbe } from "./not-found-probes";

type Entry = { id: number; target: string; status: RedirectStatus };

type Options = {
  db: Database;
  logger: Pick<Logger, "warn">;
  /** Public content changed (an admin write, here or on another instance): read the table again. */
  contentChanges: ContentChanges;
};

const READS = new Set(["GET", "HEAD"]);
const reserved = new Set<string>(reservedRedirectSegments);

/** Whether `path` is a public page's (not the API, the panel, files or assets). */
const isPublicPath = (path: string) => !reserved.has(path.split("/")[1] ?? "");

/** Where a hit goes: a site target keeps the request's query when it has none of its own. */
function locationOf(target: string, url: string): string {
  const query = url.indexOf("?");
  if (!target.startsWith("/") || query < 0 || /[?#]/.test(target)) return target;
  return `${target}${url.slice(query)}`;
}

/** The referring page without its query (which may hold anything), when it is a web address. */
function referrerOf(value: string | undefined): string | null {
  if (!value || !isWebAddress(value)) return null;
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.slice(0, 500);
}

/**
 * Redirects answered before any page is drawn, and the 404 log (decision 062), as two steps of
 * the app (server/app.ts):
 * - `answer`: a GET/HEAD of a public path that is a redirect's from-path answers its 301/302
 *   with `Location` from a table kept in memory (read once, again after every content change),
 *   and counts the hit in the database without waiting for it;
 * - `notFoundLog`: a public GET/HEAD answered 404 is counted per path, bots and probes apart.
 * Writes are not awaited by the answer; a failure is logged. `settled()` waits for those under
 * way (tests, shutdown).
 */
export function createRedirectAnswers({ db, logger, contentChanges }: Options) {
  let table: Map<string, Entry> | null = null;
  let loading: Promise<Map<string, Entry>> | null = null;
  let generation = 0;
  contentChanges.subscribe(() => {
    generation += 1;
    table = null;
  });

  const read = (): Promise<Map<string, Entry>> => {
    if (table) return Promise.resolve(table);
    if (loading) return loading;
    const started = generation;
    const load = loadRedirectTable(db)
      .then((rows) => {
        const map = new Map(rows.map((row) => [row.fromPath, row]));
        // A change arrived while reading: this copy may be older than it, read again next time.
        if (started === generation) table = map;
        return map;
      })
      .finally(() => {
        if (loading === load) loading = null;
      });
    loading = load;
    return load;
  };

  const pending = new Set<Promise<void>>();
  const inBackground = (write: Promise<void>, what: string) => {
    const tracked = write
      .catch((error: unknown) => logger.warn({ err: error }, what))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const answer: MiddlewareHandler = async (c, next) => {
    if (!READS.has(c.req.method) || !isPublicPath(c.req.path)) return next();
    const key = canonicalPath(c.req.path);
    if (key === null) return next();
    let entries: Map<string, Entry>;
    try {
      entries = await read();
    } catch (error) {
      logger.warn({ err: error }, "redirects: table not read");
      return next();
    }
    const entry = entries.get(key);
    if (!entry) return next();
    inBackground(countRedirectHit(db, entry.id), "redirects: hit not counted");
    c.header("Cache-Control", "no-store");
    return c.redirect(locationOf(entry.target, c.req.url), Number(entry.status) as 301 | 302);
  };

  const notFoundLog: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status !== 404 || !READS.has(c.req.method) || !isPublicPath(c.req.path)) return;
    const path = canonicalPath(c.req.path);
    if (path === null) return;
    inBackground(
      recordNotFound(db, {
        path,
        referrer: referrerOf(c.req.header("Referer")),
        bot: isProbe(path, c.req.header("User-Agent")),
      }),
      "404 log: hit not counted",
    );
  };

  return {
    answer,
    notFoundLog,
    settled: async () => {
      await Promise.all(pending);
    },
  };
}
