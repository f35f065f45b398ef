import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { AdminUser } from "#features/auth/auth.schema";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Calls `onWrite`, and waits for it, after every write that passed requireAdmin (server/http/auth.ts): all of
 * /api/admin/* but login and logout, and the upload calls, whatever their answer, including
 * routes added later. Writes without an admin session change no public content (contact,
 * tickets, consent, customers). It runs before the answer leaves, so the admin's next request
 * already sees the change. The page cache (decision 010) and the read memo (decision 013) use it,
 * through the content changes every instance hears (server/shared-state/, decision 028).
 */
export function afterAdminWrite(onWrite: () => void | Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (READ_METHODS.has(c.req.method) || c.get("changesNothing")) return;
    if ((c.get("admin") as AdminUser | undefined) !== undefined) await onWrite();
  };
}

/**
 * Says that this admin POST stores nothing (a preview whose input is too long for a query
 * string): the activity log records no entry and the caches are kept.
 */
export function changesNothing(c: Context<AppEnv>): void {
  c.set("changesNothing", true);
}
