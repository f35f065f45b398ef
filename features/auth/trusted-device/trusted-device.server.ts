import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { cookieFor, readCookieToken, type CookieNames } from "#server/http/session-cookie";
import { adminUsers } from "../auth.table";
import { customerUsers } from "#features/customers/customers.table";
import { hashSessionToken } from "../session.server";
import type { SessionKind } from "../session-kinds";
import { trustedDevices } from "./trusted-device.table";

/**
 * Device cookies (decision 042, OWASP "Slow down online guessing attacks with device cookies"):
 * each successful sign-in (password, second step, or a password reset by the mailed link) marks
 * the browser as a device of that account. The cookie holds a random token (one per browser and
 * kind, kept across accounts); the table its hash, once per account. HttpOnly, SameSite=Lax,
 * Path=/, a year; `__Host-` and Secure over HTTPS, like the session cookies.
 */
export const DEVICE_COOKIE_NAMES: Record<SessionKind, CookieNames> = {
  admin: { plain: "sd_admin_device", secure: "__Host-sd_admin_device" },
  customer: { plain: "sd_customer_device", secure: "__Host-sd_customer_device" },
};

/** How long a device stays trusted after its latest sign-in. */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const readDeviceToken = (request: Request, kind: SessionKind) =>
  readCookieToken(request, DEVICE_COOKIE_NAMES[kind], /^[A-Za-z0-9_-]{43}$/);

/** The account a typed login name means: the admin's username or e-mail, the customer's e-mail. */
function accountMatches(kind: SessionKind, account: string) {
  const name = account.trim();
  if (kind === "admin") {
    return or(
      eq(adminUsers.username, name),
      eq(sql`lower(${adminUsers.email})`, name.toLowerCase()),
    );
  }
  return eq(sql`lower(${customerUsers.email})`, name.toLowerCase());
}

/**
 * When the request comes from a device that signed in to the account typed as `account` within
 * the last year, the key the throttle counts that device under (its stored hash); else null
 * (an unknown account, no cookie, or another account's).
 */
export async function trustedDeviceOf(
  db: Database,
  request: Request,
  kind: SessionKind,
  account: string,
  secret: string | null,
  now: Date = new Date(),
): Promise<string | null> {
  const token = readDeviceToken(request, kind);
  if (!token) return null;
  const tokenHash = hashSessionToken(token, secret);
  const users = kind === "admin" ? adminUsers : customerUsers;
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.kind, kind),
        gt(trustedDevices.expiresAt, now),
        accountMatches(kind, account),
      ),
    )
    .limit(1);
  return row ? tokenHash : null;
}

/**
 * After a successful sign-in of `userId`: the device's token (the one it has, or a new one) is
 * recorded for the account for another year and its cookie set on the answer. Expired devices of
 * every account are swept at the same time.
 */
export async function rememberDevice(
  db: Database,
  c: Context,
  kind: SessionKind,
  userId: number,
  secret: string | null,
  now: Date = new Date(),
): Promise<void> {
  const token = readDeviceToken(c.req.raw, kind) ?? randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
  await db
    .insert(trustedDevices)
    .values({
      tokenHash: hashSessionToken(token, secret),
      kind,
      userId,
      lastSignInAt: now,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.kind, trustedDevices.userId],
      set: { lastSignInAt: now, expiresAt },
    });
  c.header("Set-Cookie", cookieFor(c, DEVICE_COOKIE_NAMES[kind], token, DEVICE_TTL_MS / 1000), {
    append: true,
  });
}
