import type { Database } from "./client";

const CURRENT_HANDLE = Symbol.for("scaligera-digital.current-handle");

/** The property a scoping proxy (features/activity/activity.server.ts) answers with its target. */
export const currentHandleKey: symbol = CURRENT_HANDLE;

/**
 * The handle `db`'s queries go to right now: for the admin routes' scoped handle (decision 032)
 * the transaction of the write under way, else `db` itself. What is built once per handle (a
 * prepared statement) must be keyed by it, or a later request would run it in a closed
 * transaction.
 */
export const currentHandle = (db: Database): Database =>
  (db as unknown as Record<symbol, Database | undefined>)[CURRENT_HANDLE] ?? db;
