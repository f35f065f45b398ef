import type { Context, MiddlewareHandler } from "hono";
import { roleMay, roleForbiddenMessage, type AdminArea } from "#features/admin-users/admin-roles";
import type { AppEnv, Deps } from "../context";
import { ADMIN_ONLY, SESSION_INVALID } from "#features/auth/auth.schema";
import { readSession } from "#features/auth/session.server";
import type { SessionKind } from "#features/auth/session-kinds";
import { clearSessionCookies, readSessionToken } from "./session-cookie";
import { countRefusedWrite } from "#features/activity/refused-writes.server";

/**
 * Authorization for the API (DESIGN.md "Security").
 *
 *   requireAdmin(deps, area)
 *                         every /api/admin/* route after login/logout/me, and the upload routes:
 *                         no valid admin session -> 401 { message: SESSION_INVALID };
 *                         only a customer session -> 403 { message: ADMIN_ONLY };
 *                         a role that may not use `area` (features/admin-users/admin-roles.ts)
 *                         -> 403 { message: roleForbiddenMessage(role) }, a refused write
 *                         counted in the activity log (countRefusedWrite, decision 043);
 *                         otherwise c.get("admin") is the signed-in AdminUser. `area` is
 *                         required, so no admin route can be declared without one (decision 030).
 *   requireCustomer(deps) every /api/customer/* route after login/logout:
 *                         no valid customer session -> 401; otherwise c.get("customer") is the
 *                         signed-in customer (read only their own rows with c.get("customer").id).
 *
 * Answers behind either middleware are `Cache-Control: no-store`.
 */
type AuthDeps = Pick<Deps, "db" | "env">;

/** Options for the session functions: the HMAC key when SESSION_SECRET is set. */
export const sessionOptions = (env: Deps["env"]) => ({ secret: env.SESSION_SECRET ?? null });

/** The signed-in user of `kind` behind the request's cookie, or null. */
export async function sessionUser<K extends SessionKind>(
  { db, env }: AuthDeps,
  request: Request,
  kind: K,
) {
  const token = readSessionToken(request, kind);
  if (!token) return null;
  const session = await readSession(db, kind, token, new Date(), sessionOptions(env));
  return session?.user ?? null;
}

/**
 * The signed-in administrator whose role may use the content `area` (admin-roles.ts), or null.
 * The public endpoints show drafts, inactive and scheduled entries to them only: a role without
 * the area (the Assistenza for the content) reads what a visitor reads (decision 043).
 */
export async function contentEditor(deps: AuthDeps, request: Request, area: AdminArea) {
  const admin = await sessionUser(deps, request, "admin");
  return admin && roleMay(admin.role, area) ? admin : null;
}

/**
 * A public list read for its caller: `admin()` (drafts too) behind the session of an
 * administrator whose role may use `area`, `visitor()` for anyone else; the answer varies with
 * the cookie.
 */
export async function listForCaller<T>(
  deps: AuthDeps,
  c: Context,
  area: AdminArea,
  lists: { admin: () => Promise<T[]>; visitor: () => Promise<T[]> },
): Promise<T[]> {
  const admin = await contentEditor(deps, c.req.raw, area);
  const rows = admin ? await lists.admin() : await lists.visitor();
  c.header("Vary", "Cookie");
  return rows;
}

function unauthorized(c: Parameters<MiddlewareHandler<AppEnv>>[0], kind: SessionKind) {
  // A cookie that no longer opens a session is removed from the browser.
  if (readSessionToken(c.req.raw, kind)) {
    for (const value of clearSessionCookies(c, kind)) {
      c.header("Set-Cookie", value, { append: true });
    }
  }
  c.header("Cache-Control", "no-store");
  return c.json({ message: SESSION_INVALID }, 401);
}

/** The area a request belongs to: fixed, or read from the request (the admin API's mounts). */
export type AreaOf = AdminArea | ((c: Context<AppEnv>) => AdminArea);

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function requireAdmin(deps: AuthDeps, area: AreaOf): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admin = await sessionUser(deps, c.req.raw, "admin");
    if (!admin) {
      if (await sessionUser(deps, c.req.raw, "customer")) {
        c.header("Cache-Control", "no-store");
        return c.json({ message: ADMIN_ONLY }, 403);
      }
      return unauthorized(c, "admin");
    }
    if (!roleMay(admin.role, typeof area === "function" ? area(c) : area)) {
      c.header("Cache-Control", "no-store");
      // A refused write shows in the activity log, counted per user and day (decision 043).
      if (!readMethods.has(c.req.method)) await countRefusedWrite(deps.db, c, admin);
      return c.json({ message: roleForbiddenMessage(admin.role) }, 403);
    }
    c.set("admin", admin);
    await next();
    c.header("Cache-Control", "no-store");
  };
}

export function requireCustomer(deps: AuthDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const customer = await sessionUser(deps, c.req.raw, "customer");
    if (!customer) return unauthorized(c, "customer");
    c.set("customer", customer);
    await next();
    c.header("Cache-Control", "no-store");
  };
}

/** Paths of the back-office and customer-area pages, and of their .data requests. */
export const PRIVATE_PAGE_PATH = /^\/(admin|customer)(\/|\.|$)/;

/** Back-office and customer-area pages (and their .data requests) are never cached. */
export function privatePagesNoStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (PRIVATE_PAGE_PATH.test(c.req.path)) c.header("Cache-Control", "no-store");
  };
}
