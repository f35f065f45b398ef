import type { Context } from "hono";
import { isHttps } from "#server/http/client-ip";
import type { SessionKind } from "../session-kinds";
import { CHALLENGE_TTL_MS } from "./two-factor.server";

/**
 * The cookie of a half-done sign-in (decision 031): HttpOnly, SameSite=Lax, Path=/, five
 * minutes, `__Host-` and Secure over HTTPS like the session cookies. It opens nothing but the
 * second step of the same login.
 */
export const CHALLENGE_COOKIE_NAMES: Record<SessionKind, { plain: string; secure: string }> = {
  admin: { plain: "sd_admin_2fa", secure: "__Host-sd_admin_2fa" },
  customer: { plain: "sd_customer_2fa", secure: "__Host-sd_customer_2fa" },
};

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The challenge token the request carries for `kind`, or null. */
export function readChallengeToken(request: Request, kind: SessionKind): string | null {
  const names = CHALLENGE_COOKIE_NAMES[kind];
  const token = cookieValue(request, names.secure) || cookieValue(request, names.plain);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

function header(c: Context, kind: SessionKind, value: string, maxAgeSeconds: number) {
  const secure = isHttps(c);
  const names = CHALLENGE_COOKIE_NAMES[kind];
  const parts = [
    `${secure ? names.secure : names.plain}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export const setChallengeCookie = (c: Context, kind: SessionKind, token: string) =>
  c.header("Set-Cookie", header(c, kind, token, Math.floor(CHALLENGE_TTL_MS / 1000)), {
    append: true,
  });

export const clearChallengeCookie = (c: Context, kind: SessionKind) =>
  c.header("Set-Cookie", header(c, kind, "", 0), { append: true });
