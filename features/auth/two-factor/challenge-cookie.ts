import type { Context } from "hono";
import { cookieFor, readCookieToken, type CookieNames } from "#server/http/session-cookie";
import type { SessionKind } from "../session-kinds";
import { CHALLENGE_TTL_MS } from "./two-factor.server";

/**
 * The cookie of a half-done sign-in (decision 031): HttpOnly, SameSite=Lax, Path=/, five
 * minutes, `__Host-` and Secure over HTTPS like the session cookies (written and read by the
 * same functions). It opens nothing but the second step of the same login.
 */
export const CHALLENGE_COOKIE_NAMES: Record<SessionKind, CookieNames> = {
  admin: { plain: "sd_admin_2fa", secure: "__Host-sd_admin_2fa" },
  customer: { plain: "sd_customer_2fa", secure: "__Host-sd_customer_2fa" },
};

/** The challenge token the request carries for `kind`, or null. */
export const readChallengeToken = (request: Request, kind: SessionKind): string | null =>
  readCookieToken(request, CHALLENGE_COOKIE_NAMES[kind], /^[A-Za-z0-9_-]{43}$/);

export const setChallengeCookie = (c: Context, kind: SessionKind, token: string) =>
  c.header(
    "Set-Cookie",
    cookieFor(c, CHALLENGE_COOKIE_NAMES[kind], token, CHALLENGE_TTL_MS / 1000),
    {
      append: true,
    },
  );

export const clearChallengeCookie = (c: Context, kind: SessionKind) =>
  c.header("Set-Cookie", cookieFor(c, CHALLENGE_COOKIE_NAMES[kind], "", 0), { append: true });
