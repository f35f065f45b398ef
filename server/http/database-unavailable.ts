import type { Context } from "hono";
import type { Logger } from "../logger";

/**
 * "The database is not answering right now": the errors that say nothing about the request and
 * will pass by themselves (a restart, a freeze, a full pool). They answer 503 with Retry-After
 * instead of 500 (docs/decisions/008-database-faults-and-shutdown.md). Errors caused by the input
 * (SQLSTATE classes 22 and 23) are mapped elsewhere (server/http/database-errors.ts).
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "Servizio momentaneamente non disponibile. Riprova tra qualche istante.";

/** Seconds a client should wait: about one connect timeout, the time a restart usually takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** SQLSTATE codes: the server is shutting down, starting, overloaded, or gave up waiting. */
const unavailableStates = new Set([
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available: lock_timeout
  "57P01", // admin_shutdown (also pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, in recovery)
  "53300", // too_many_connections
]);

/** SQLSTATE classes: 08 connection exception, 53 insufficient resources. */
const unavailableClasses = ["08", "53"];

/** Node's socket errors while reaching the server. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool report their own timeouts and lost connections without a code. */
const driverMessages = [
  /^timeout exceeded when trying to connect$/, // waiting for a pooled connection
  /^Connection terminated/, // connect timeout, server gone, backend terminated
  /^Query read timeout$/, // query_timeout: the server stopped answering
  /not queryable/, // a client whose connection already failed
  /^Cannot use a pool after calling end/, // during shutdown
];

/** True when the error, or one it wraps (drizzle's DrizzleQueryError.cause), is one of those. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (unavailableStates.has(code) || networkCodes.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && unavailableClasses.includes(code.slice(0, 2))) return true;
  }
  if (driverMessages.some((pattern) => pattern.test(error.message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** The 503 answer, logged as a warning: the fault lies outside the process and passes by itself. */
export function databaseUnavailable(c: Context, logger: Logger, error: unknown): Response {
  logger.warn({ err: error, path: c.req.path }, "database unavailable");
  return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503, {
    "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
  });
}
