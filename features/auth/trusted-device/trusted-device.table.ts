import { index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { sessionKinds } from "../session-kinds";

/**
 * Devices that signed in to an account (decision 042): the browser keeps a random token in a
 * long-lived cookie, the table its SHA-256 (HMAC with SESSION_SECRET) once per account it signed
 * in to. Past the account's budget of failed logins, only these devices may still try a password.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    kind: varchar("kind", { length: 20, enum: sessionKinds }).notNull(),
    userId: integer("user_id").notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.kind, t.userId] }),
    index("trusted_devices_user").on(t.kind, t.userId),
    index("trusted_devices_expires").on(t.expiresAt),
  ],
);
