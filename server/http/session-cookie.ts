import type { Context } from "hono";
import type { SessionKind } from "#features/auth/session-kinds";
import { isHttps } from "./client-ip";
import { SESSION_LIFETIMES } from "#features/auth/session.server";

/**
 * Session cookies (DESIGN.md "Security"): one per kind, HttpOnly, SameSite=Lax, Path=/, Max-Age
 * = the absolute session lifetime. Over HTTPS the name has the `__Host-` prefix and the cookie
 * is Secure; over plain http (local runs, e2e) the plain name is used. Both names are read.
 * HTTPS is the request's own scheme, or X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
 *
 * Reading works on a fetch Request, so Hono handlers and React Router loaders share it.
 */
export const SESSION_COOKIE_NAMES: Record<SessionKind, CookieNames> = {
  admin: { plain: "sd_admin_session", secure: "__Host-sd_admin_session" },
  customer: { plain: "sd_customer_session", secure: "__Host-sd_customer_session" },
};

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * True when the request carries any session cookie, admin or customer, valid or not: such a
 * request is never answered from the public page cache (server/page-cache/).
 */
export function carriesSessionCookie(request: Request): boolean {
  const cookies = parseCookies(request.headers.get("cookie"));
  return Object.values(SESSION_COOKIE_NAMES).some(
    (names) => cookies.has(names.plain) || cookies.has(names.secure),
  );
}

/** A cookie pair's names: the plain one (http) and the `__Host-` one (HTTPS). */
export type CookieNames = { plain: string; secure: string };

/**
 * The token of the cookie pair `names` the request carries (the `__Host-` cookie first), or null
 * when it is missing or not of the `shape` of such tokens.
 */
export function readCookieToken(request: Request, names: CookieNames, shape: RegExp) {
  const cookies = parseCookies(request.headers.get("cookie"));
  const token = cookies.get(names.secure) || cookies.get(names.plain);
  return token && shape.test(token) ? token : null;
}

/** The session token the request carries for `kind`, or null. */
export const readSessionToken = (request: Request, kind: SessionKind): string | null =>
  readCookieToken(request, SESSION_COOKIE_NAMES[kind], /^[A-Za-z0-9_-]{1,200}$/);

function cookieHeader(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  const parts = [
    `${name}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie value of the pair `names` for this request's scheme (`value` "" and 0 s: removed). */
export function cookieFor(c: Context, names: CookieNames, value: string, maxAgeSeconds: number) {
  const secure = isHttps(c);
  return cookieHeader(
    secure ? names.secure : names.plain,
    value,
    Math.floor(maxAgeSeconds),
    secure,
  );
}

/** Set-Cookie value that stores a new session token. */
export const sessionCookie = (c: Context, kind: SessionKind, token: string): string =>
  cookieFor(c, SESSION_COOKIE_NAMES[kind], token, SESSION_LIFETIMES[kind].absoluteMs / 1000);

/** Set-Cookie values that remove the session cookie of `kind` (both names when both are sent). */
export function clearSessionCookies(c: Context, kind: SessionKind): string[] {
  const secure = isHttps(c);
  const names = SESSION_COOKIE_NAMES[kind];
  const sent = parseCookies(c.req.header("cookie") ?? null);
  const headers = [cookieFor(c, names, "", 0)];
  const other = secure ? names.plain : names.secure;
  // A `__Host-` cookie can only be replaced by a Secure one.
  if (sent.has(other)) headers.push(cookieHeader(other, "", 0, other === names.secure));
  return headers;
}
