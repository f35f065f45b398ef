import { integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { adminUsers } from "#features/auth/auth.table";

/**
 * Invitations of back-office users (decision 030): the mailed link carries a 256-bit random
 * token; only its SHA-256 is stored. A link works once and until `expiresAt` (72 hours).
 */
export const adminInvitations = pgTable("admin_invitations", {
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  adminId: integer("admin_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
