import { integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt, moment } from "#db/schema/columns";
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
  expiresAt: moment("expires_at").notNull(),
  usedAt: moment("used_at"),
  createdAt: createdAt(),
});
