import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, lt, ne } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerIdentityColumns } from "#features/customers/customer-columns.server";
import { adminUsers, customerUsers, sessions } from "#db/schema";
import type { AdminUser, CustomerIdentity } from "./auth.schema";
import type { SessionKind } from "./session-kinds";

/**
 * Server-side sessions (DESIGN.md "Security"). The cookie carries a 256-bit random token; the
 * table keeps only its SHA-256 (HMAC-SHA-256 keyed with SESSION_SECRET when that is set), so a
 * copy of the database does not let anyone sign in. Admin and customer sessions are separate.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every session lifetime, in one place. */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  customer: { idleMs: 2 * HOUR, absoluteMs: 7 * 24 * HOUR },
};

/** lastSeenAt is written at most this often, so reads do not turn into a write each. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

/** SESSION_SECRET, when configured; `now` is for tests. */
export type SessionOptions = { secret?: string | null; now?: Date };

export type SessionUser<K extends SessionKind> = K extends "admin" ? AdminUser : CustomerIdentity;

export type ActiveSession<K extends SessionKind> = {
  user: SessionUser<K>;
  createdAt: Date;
  expiresAt: Date;
};

/** The stored id of a token: hex SHA-256, or hex HMAC-SHA-256 with the secret. */
export function hashSessionToken(token: string, secret?: string | null): string {
  return secret
    ? createHmac("sha256", secret).update(token).digest("hex")
    : createHash("sha256").update(token).digest("hex");
}

/** When a session seen at `lastSeenAt` and created at `createdAt` stops being valid. */
function expiryOf(kind: SessionKind, createdAt: Date, lastSeenAt: Date): Date {
  const { idleMs, absoluteMs } = SESSION_LIFETIMES[kind];
  return new Date(Math.min(lastSeenAt.getTime() + idleMs, createdAt.getTime() + absoluteMs));
}

/**
 * Starts a new session (always a new token: call it at every login). Expired sessions of every
 * user are swept at the same time. Returns the token for the cookie; it is never stored.
 */
export async function createSession(
  db: Database,
  kind: SessionKind,
  userId: number,
  options: SessionOptions = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = expiryOf(kind, now, now);
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values({
    idHash: hashSessionToken(token, options.secret),
    kind,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The session behind a cookie token, or null. An expired session (idle or absolute) is deleted;
 * a session whose user was deleted or deactivated counts as none. lastSeenAt slides forward at
 * most once a minute.
 */
export async function readSession<K extends SessionKind>(
  db: Database,
  kind: K,
  token: string | null | undefined,
  now: Date = new Date(),
  options: Omit<SessionOptions, "now"> = {},
): Promise<ActiveSession<K> | null> {
  if (!token || token.length > 200) return null;
  const idHash = hashSessionToken(token, options.secret);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), eq(sessions.kind, kind)));
  if (!row) return null;

  const { idleMs, absoluteMs } = SESSION_LIFETIMES[kind];
  const at = now.getTime();
  const expired =
    at >= row.expiresAt.getTime() ||
    at >= row.lastSeenAt.getTime() + idleMs ||
    at >= row.createdAt.getTime() + absoluteMs;
  if (expired) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }

  const user = await activeUser(db, kind, row.userId);
  if (!user) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }

  let expiresAt = row.expiresAt;
  if (at - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = expiryOf(kind, row.createdAt, now);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.idHash, idHash));
  }
  return { user: user as SessionUser<K>, createdAt: row.createdAt, expiresAt };
}

/** Ends one session (logout). Unknown tokens are ignored. */
export async function endSession(
  db: Database,
  kind: SessionKind,
  token: string | null | undefined,
  options: Omit<SessionOptions, "now"> = {},
): Promise<void> {
  if (!token) return;
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.idHash, hashSessionToken(token, options.secret)), eq(sessions.kind, kind)),
    );
}

/**
 * Ends every session of one user: call it when a customer is deactivated or deleted, or when a
 * password changes. Returns how many sessions were ended.
 */
export async function endAllSessions(
  db: Database,
  kind: SessionKind,
  userId: number,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.kind, kind), eq(sessions.userId, userId)))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

/**
 * Ends every session of one user but the request's own (its stored id, `keepIdHash`): a password
 * change or turning two-factor on signs out the other browsers. Returns how many ended.
 */
export async function endOtherSessions(
  db: Database,
  kind: SessionKind,
  userId: number,
  keepIdHash: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.kind, kind),
        eq(sessions.userId, userId),
        keepIdHash ? ne(sessions.idHash, keepIdHash) : undefined,
      ),
    )
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

/** The user behind a session, only while they exist and are active. */
async function activeUser(
  db: Database,
  kind: SessionKind,
  userId: number,
): Promise<AdminUser | CustomerIdentity | null> {
  if (kind === "admin") {
    const [admin] = await db
      .select({
        id: adminUsers.id,
        username: adminUsers.username,
        name: adminUsers.name,
        email: adminUsers.email,
        role: adminUsers.role,
      })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, userId), eq(adminUsers.isActive, true)));
    return admin ?? null;
  }
  const [customer] = await db
    .select(customerIdentityColumns)
    .from(customerUsers)
    .where(and(eq(customerUsers.id, userId), eq(customerUsers.isActive, true)));
  return customer ?? null;
}
