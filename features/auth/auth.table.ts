import { boolean, index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "#db/schema/columns";
import { sessionKinds } from "./session-kinds";
import { adminRoles } from "#features/admin-users/admin-role-values";
import { customerUsers } from "#features/customers/customers.table";

export const passwordResetTokens = pgTable("password_reset_tokens", {
  /** SHA-256 of the token mailed to the customer; the token itself is never stored. */
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customerUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Back-office users (decision 030). `passwordHash` is "" while an invitation is pending (no
 * password verifies against it). A deleted user is kept as a tombstone (`deletedAt`, inactive,
 * username and e-mail freed) so tickets and messages they wrote keep their `name`.
 */
export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 50 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull().default(""),
  email: varchar("email", { length: 255 }).notNull().unique(),
  passwordHash: varchar("password_hash", { length: 255 }).notNull(),
  role: varchar("role", { length: 20, enum: adminRoles }).notNull().default("admin"),
  isActive: boolean("is_active").notNull().default(true),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  ...timestamps,
});

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256. */

export const sessions = pgTable(
  "sessions",
  {
    idHash: varchar("id_hash", { length: 64 }).primaryKey(),
    kind: varchar("kind", { length: 20, enum: sessionKinds }).notNull(),
    userId: integer("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user").on(t.kind, t.userId)],
);
