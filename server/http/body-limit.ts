import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { COMPOSED_HANDLER } from "hono/utils/constants";

/**
 * Request body limits of /api/*. Every route gets `API_BODY_LIMIT_BYTES` from one middleware
 * (server/api/index.ts) unless its own handler chain declares a limit with `routeBodyLimit` or
 * `streamedBody`: then that one applies instead, higher or lower. A limit declared by a route
 * runs after the route's session check, so only an administrator can make the server hold a
 * large body. hono's bodyLimit answers 413 from Content-Length before reading anything; a body
 * sent without a length (chunked) is counted while it streams and cut off at the limit.
 */

/**
 * The default: every JSON body of the API but the few listed at `routeBodyLimit` calls fits.
 * The longest such texts are 10,000 characters (messages, ticket descriptions), at most 30 KB
 * in UTF-8; the rest of the budget is room for the other fields.
 */
export const API_BODY_LIMIT_BYTES = 100 * 1024;

/** "100 KB", "1 MB", "5.06 MB": the size a 413 message names. */
export function formatLimit(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(2)} MB`;
}

export const tooLargeMessage = (bytes: number) =>
  `Richiesta troppo grande: il limite è di ${formatLimit(bytes)}`;

/** The handlers that replace the default: recognised in the matched route's chain. */
const ownLimits = new WeakSet<object>();

function limit(bytes: number, message: string): MiddlewareHandler {
  return bodyLimit({ maxSize: bytes, onError: (c) => c.json({ message }, 413) });
}

/**
 * Route middleware: bodies up to `bytes` on this route instead of the API default (413 with
 * `message` beyond). Put it after the route's session check.
 */
export function routeBodyLimit(bytes: number, message = tooLargeMessage(bytes)): MiddlewareHandler {
  const handler = limit(bytes, message);
  ownLimits.add(handler);
  return handler;
}

/**
 * Route middleware for a route that reads its body as a stream and enforces its own cap while
 * it reads (the software upload): the default limit does not apply, nothing is buffered here.
 */
export function streamedBody(): MiddlewareHandler {
  const handler: MiddlewareHandler = (_c, next) => next();
  ownLimits.add(handler);
  return handler;
}

/** Whether a handler of the matched routes is a route's own limit (sub-apps wrap handlers). */
function declaresOwnLimit(c: Context): boolean {
  return matchedRoutes(c).some(({ handler }) => {
    let current: unknown = handler;
    while (typeof current === "function") {
      if (ownLimits.has(current)) return true;
      current = (current as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
    }
    return false;
  });
}

/**
 * The limit of the form posts to pages (route actions, decision 024): the API's default. Not a
 * route's own limit, so it never stands in for the API's.
 */
export const pageBodyLimit = () =>
  limit(API_BODY_LIMIT_BYTES, tooLargeMessage(API_BODY_LIMIT_BYTES));

/** The API-wide limit (server/api/index.ts, before every route). */
export function defaultBodyLimit(bytes = API_BODY_LIMIT_BYTES): MiddlewareHandler {
  const fallback = limit(bytes, tooLargeMessage(bytes));
  return (c, next) => (declaresOwnLimit(c) ? next() : fallback(c, next));
}
