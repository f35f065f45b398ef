import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Database } from "#db/client";
import { countWhere } from "#db/list-query";
import type { SessionKind } from "../session-kinds";
import {
  twoFactorChallenges,
  twoFactorPolicies,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from "./two-factor.table";

/**
 * Two-factor sign-in with TOTP (RFC 6238; decision 031): 6 digits, 30-second steps, SHA-1 (what
 * every authenticator app reads from an otpauth:// URI). A code is accepted one step before or
 * after the server's clock; each step's code works once (lastStep). Ten recovery codes, stored
 * as SHA-256 (they are random, 50 bits each, so a slow hash adds nothing), each usable once.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step may wait after the password (the challenge and its cookie). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A new random secret, 160 bits (RFC 4226's recommended size), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totpOf(secret: string, issuer = "", label = "") {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: "SHA1",
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, issuer: string, account: string) =>
  totpOf(secret, issuer, account).toString();

/** The QR code of `uri` as an SVG data URL, for an <img> with a text alternative. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The current code of `secret` (tests, and nothing else on the server). */
export const totpCode = (secret: string, at: Date = new Date()) =>
  totpOf(secret).generate({ timestamp: at.getTime() });

/** The time step of `at`. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to (within ±TOTP_WINDOW of `at`), or null. Pure: the replay check
 * (a step not newer than the last accepted one) is the caller's.
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

// ---- recovery codes ----

/** No 0/O, 1/I/L: read from paper without doubt. */
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A recovery code as shown: two groups of five, e.g. "7KQ2M-XH9PA". */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(31)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a typed recovery code is compared as: capitals, no spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, "");

export const isRecoveryCodeShape = (code: string) =>
  /^[0-9A-Z]{10}$/.test(normalizeRecoveryCode(code));

const hashRecoveryCode = (code: string) => sha256(normalizeRecoveryCode(code));

/** The account's recovery codes. */
const codesOf = (kind: SessionKind, userId: number) =>
  and(eq(twoFactorRecoveryCodes.kind, kind), eq(twoFactorRecoveryCodes.userId, userId));

/** Replaces the account's recovery codes with new ones; returns them (shown once). */
export async function replaceRecoveryCodes(
  db: Database,
  kind: SessionKind,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(twoFactorRecoveryCodes).where(codesOf(kind, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ kind, userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

// ---- the account's state ----

/** The account's secret (one row at most). */
const ofUser = (kind: SessionKind, userId: number) =>
  and(eq(twoFactorSecrets.kind, kind), eq(twoFactorSecrets.userId, userId));

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

export async function twoFactorStatus(
  db: Database,
  kind: SessionKind,
  userId: number,
): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ enabledAt: twoFactorSecrets.enabledAt })
    .from(twoFactorSecrets)
    .where(ofUser(kind, userId));
  if (!row?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
  const left = await countWhere(
    db,
    twoFactorRecoveryCodes,
    and(codesOf(kind, userId), isNull(twoFactorRecoveryCodes.usedAt)),
  );
  return { enabled: true, recoveryCodesLeft: left };
}

/**
 * What a pending secret belongs to (decision 031): the login's setup challenge (its cookie
 * token) or the account page's setup, started and confirmed in one session (its stored id).
 */
export const setupOfChallenge = (token: string) => sha256(`challenge:${token}`);
export const setupOfSession = (sessionIdHash: string) => sha256(`session:${sessionIdHash}`);

/**
 * Starts (or starts again) turning TOTP on for the setup `setupId`: a new secret, not yet
 * active, replacing any earlier unconfirmed one (of this setup or another, which then can no
 * longer be confirmed). Null when TOTP is already on (turn it off first).
 */
export async function startTwoFactorSetup(
  db: Database,
  kind: SessionKind,
  userId: number,
  setupId: string,
  now: Date = new Date(),
): Promise<string | null> {
  const secret = newTotpSecret();
  const [row] = await db
    .insert(twoFactorSecrets)
    .values({ kind, userId, secret, setupId, createdAt: now })
    .onConflictDoUpdate({
      target: [twoFactorSecrets.kind, twoFactorSecrets.userId],
      set: { secret, setupId, lastStep: null, createdAt: now },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ secret: twoFactorSecrets.secret });
  return row?.secret ?? null;
}

/** The account's pending secret while it belongs to the setup `setupId`. */
const pendingOf = (kind: SessionKind, userId: number, setupId: string) =>
  and(
    ofUser(kind, userId),
    isNull(twoFactorSecrets.enabledAt),
    eq(twoFactorSecrets.setupId, setupId),
  );

/** The unconfirmed secret of the setup `setupId`, or null (none, or another setup's). */
export async function pendingTwoFactorSecret(
  db: Database,
  kind: SessionKind,
  userId: number,
  setupId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(pendingOf(kind, userId, setupId));
  return row?.secret ?? null;
}

/** What the uses of a code the user typed take (`now`: the time it is checked at). */
type TypedCode = [db: Database, kind: SessionKind, userId: number, code: string, now?: Date];

/**
 * Finishes turning TOTP on with one current code of the pending secret of the setup `setupId`:
 * the secret becomes active and ten new recovery codes are made. Null for a wrong code, or no
 * pending secret of that setup (none, or one another setup started).
 */
export async function confirmTwoFactorSetup(
  db: Database,
  kind: SessionKind,
  userId: number,
  { setupId, code, now = new Date() }: { setupId: string; code: string; now?: Date },
): Promise<string[] | null> {
  const secret = await pendingTwoFactorSecret(db, kind, userId, setupId);
  if (!secret) return null;
  const step = matchTotp(secret, code, now);
  if (step === null) return null;
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(twoFactorSecrets)
      .set({ enabledAt: now, lastStep: step, setupId: null })
      .where(and(pendingOf(kind, userId, setupId), eq(twoFactorSecrets.secret, secret)))
      .returning({ userId: twoFactorSecrets.userId });
    if (!enabled) return null;
    return replaceRecoveryCodes(tx, kind, userId);
  });
}

/** Turns TOTP off: the secret and the recovery codes go. */
export async function disableTwoFactor(db: Database, kind: SessionKind, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorSecrets).where(ofUser(kind, userId));
    await tx.delete(twoFactorRecoveryCodes).where(codesOf(kind, userId));
  });
}

/**
 * Checks a current TOTP code of an account with TOTP on, and spends its step: the same code (or
 * one of an earlier step) is refused afterwards. The step moves forward in one conditional
 * UPDATE, so two simultaneous uses of one code cannot both pass.
 */
export async function spendTotpCode(
  ...[db, kind, userId, code, now = new Date()]: TypedCode
): Promise<boolean> {
  const [row] = await db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(and(ofUser(kind, userId), sql`${twoFactorSecrets.enabledAt} is not null`));
  if (!row) return false;
  const step = matchTotp(row.secret, code, now);
  if (step === null) return false;
  const spent = await db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(
      and(
        ofUser(kind, userId),
        or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return spent.length > 0;
}

/** Spends one unused recovery code of the account; false when it is unknown or used. */
export async function spendRecoveryCode(
  ...[db, kind, userId, code, now = new Date()]: TypedCode
): Promise<boolean> {
  if (!isRecoveryCodeShape(code)) return false;
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        codesOf(kind, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

/** The second factor typed at sign-in: six digits are a TOTP code, anything else a recovery code. */
export async function spendSecondFactor(
  ...[db, kind, userId, code, now = new Date()]: TypedCode
): Promise<"totp" | "recovery" | null> {
  if (/^\d{6}$/.test(code.replace(/\s+/g, ""))) {
    return (await spendTotpCode(db, kind, userId, code, now)) ? "totp" : null;
  }
  return (await spendRecoveryCode(db, kind, userId, code, now)) ? "recovery" : null;
}

// ---- the policy ----

export async function isTwoFactorRequired(db: Database, kind: SessionKind): Promise<boolean> {
  const [row] = await db
    .select({ required: twoFactorPolicies.required })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.kind, kind));
  return row?.required ?? false;
}

export async function setTwoFactorRequired(
  db: Database,
  kind: SessionKind,
  required: boolean,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(twoFactorPolicies)
    .values({ kind, required, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorPolicies.kind, set: { required, updatedAt: now } });
}

// ---- the half-done sign-in ----

export type ChallengePurpose = "verify" | "setup";

/**
 * What the sign-in still needs after a right password: "verify" (TOTP is on), "setup" (an admin
 * without TOTP while the back office requires it; customers are never required), or null.
 */
export async function secondStepFor(
  db: Database,
  kind: SessionKind,
  userId: number,
): Promise<ChallengePurpose | null> {
  if ((await twoFactorStatus(db, kind, userId)).enabled) return "verify";
  if (kind === "admin" && (await isTwoFactorRequired(db, kind))) return "setup";
  return null;
}

/** Starts a half-done sign-in; the token is for the cookie, the table keeps its SHA-256. */
export async function createChallenge(
  db: Database,
  kind: SessionKind,
  userId: number,
  purpose: ChallengePurpose,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  // One half-done sign-in per account: an older one stops working.
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.kind, kind), eq(twoFactorChallenges.userId, userId)));
  await db.insert(twoFactorChallenges).values({
    idHash: sha256(token),
    kind,
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

export type Challenge = { userId: number; purpose: ChallengePurpose };

/** The live half-done sign-in behind a cookie token, or null. */
export async function readChallenge(
  db: Database,
  kind: SessionKind,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<Challenge | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId, purpose: twoFactorChallenges.purpose })
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.idHash, sha256(token)),
        eq(twoFactorChallenges.kind, kind),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Ends a half-done sign-in; true only for the one call that removed it, so a challenge opens at
 * most one session even when two requests finish at once.
 */
export async function consumeChallenge(
  db: Database,
  kind: SessionKind,
  token: string,
): Promise<boolean> {
  const gone = await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.idHash, sha256(token)), eq(twoFactorChallenges.kind, kind)))
    .returning({ userId: twoFactorChallenges.userId });
  return gone.length > 0;
}
