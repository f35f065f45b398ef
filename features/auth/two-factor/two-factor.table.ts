import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { sessionKinds } from "../session-kinds";

/**
 * Two-factor sign-in with TOTP (decision 031), for either kind of account (admin_users or
 * customer_users, told apart by `kind` like the sessions). Kept apart from the account tables so
 * an account without it costs nothing.
 */

/**
 * One TOTP secret per account. A row with enabledAt null is a setup in progress (the QR code was
 * shown, no code confirmed yet); only an enabled row asks for the second step. lastStep is the
 * time step of the last accepted code: a code of that step or an earlier one is refused (replay).
 * setupId binds a pending secret to the setup that made it (the login's setup challenge or the
 * account page's session, `setupOfChallenge`/`setupOfSession`): only that one can confirm it.
 */
export const twoFactorSecrets = pgTable(
  "two_factor_secrets",
  {
    kind: varchar("kind", { length: 20, enum: sessionKinds }).notNull(),
    userId: integer("user_id").notNull(),
    /** Base32 secret, as the authenticator app gets it. */
    secret: varchar("secret", { length: 64 }).notNull(),
    enabledAt: timestamp("enabled_at", { withTimezone: true }),
    /** SHA-256 naming the setup a pending secret belongs to; null once enabled. */
    setupId: varchar("setup_id", { length: 64 }),
    lastStep: bigint("last_step", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.userId] })],
);

/** Single-use recovery codes: only their SHA-256 is stored; usedAt marks a spent one. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    kind: varchar("kind", { length: 20, enum: sessionKinds }).notNull(),
    userId: integer("user_id").notNull(),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_recovery_user").on(t.kind, t.userId)],
);

/**
 * A half-done sign-in: the password was right, the second step is still due. The browser holds
 * a random token in a short-lived cookie, the table its SHA-256. `purpose` is "verify" (ask the
 * code) or "setup" (the back office requires TOTP and this admin has none yet). Deleted when used.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    kind: varchar("kind", { length: 20, enum: sessionKinds }).notNull(),
    userId: integer("user_id").notNull(),
    purpose: varchar("purpose", { length: 10, enum: ["verify", "setup"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_challenges_user").on(t.kind, t.userId)],
);

/** Whether every account of a kind must use TOTP (Impostazioni, for the back office). */
export const twoFactorPolicies = pgTable("two_factor_policies", {
  kind: varchar("kind", { length: 20, enum: sessionKinds }).primaryKey(),
  required: boolean("required").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
