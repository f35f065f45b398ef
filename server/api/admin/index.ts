import type { Deps } from "#server/context";
import { apiRoutes } from "#server/http/openapi";
import { twoFactorLoginRoutes } from "#features/auth/two-factor/api/two-factor";
import { requireAdmin } from "#server/http/auth";
import type { AdminArea } from "#features/admin-users/admin-roles";
import type { AdminMount } from "#features/shared/entity-manifest.server";
import { activityLogger, activityScopedDb, noteChange } from "#features/activity/activity.server";
import { adminSessionRoutes } from "#features/auth/api/admin-session";
import { mountsOf } from "../mounts";

/**
 * The protected admin resources: mount path -> the area of the role map
 * (features/admin-users/admin-roles.ts) and the routes, as the features' server manifests
 * declare them (`admin` of features/<entity>/<entity>.manifest.server.ts, decision 055). The
 * ONLY way to add admin routes: the area is required, and a path not listed belongs to "users"
 * (Amministratore only).
 */
export const adminMounts: Readonly<Record<string, AdminMount>> = mountsOf("admin");

/** The area of an /api/admin/* request: its first path segment's mount, else "users". */
export function adminAreaOfPath(path: string): AdminArea {
  const segment = /\/admin(\/[^/]+)/.exec(path)?.[1] ?? "";
  return adminMounts[segment]?.area ?? "users";
}

/**
 * /api/admin/*: the back office API (mounted by server/api/index.ts).
 *
 * Everything after the open routes is behind requireAdmin with the area of its mount: handlers
 * only run with a valid admin session whose role may use that area (403 otherwise),
 * `c.get("admin")` is the signed-in AdminUser, and answers are `Cache-Control: no-store`.
 * Writes already pass the same-origin check of server/api/index.ts. Every write is recorded in
 * the activity log in the same transaction (features/activity/, decision 032): every mount is
 * given the scoped deps, whose queries join that transaction.
 */
export function createAdminApi(deps: Deps) {
  const adminApi = apiRoutes();

  // Open routes: login, logout, me.
  adminApi.route("/", adminSessionRoutes(deps));
  adminApi.route("/login/two-factor", twoFactorLoginRoutes(deps, "admin"));

  adminApi.use(
    "*",
    requireAdmin(deps, (c) => adminAreaOfPath(c.req.path)),
  );
  // Every write below is logged in its own transaction (decision 032): the routes get the scoped
  // handle, whose queries run in that transaction while a write is under way.
  adminApi.use("*", activityLogger(deps.db, { transaction: true }));
  // The simple entities' writes (crudRoutes) tell the log the rows before and after them.
  adminApi.use("*", async (c, next) => {
    c.set("recordChange", noteChange);
    await next();
  });
  const scoped: Deps = { ...deps, db: activityScopedDb(deps.db) };

  for (const [path, { routes }] of Object.entries(adminMounts)) {
    adminApi.route(path, routes(scoped));
  }

  return adminApi;
}
