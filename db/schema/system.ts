import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { sessionKinds } from "#features/auth/session-kinds";
import { outboxStatuses } from "#features/mail/outbox-statuses";
import { timestamps } from "./columns";

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 50 }).notNull().unique(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  passwordHash: varchar("password_hash", { length: 255 }).notNull(),
  role: varchar("role", { length: 20 }).notNull().default("admin"),
  isActive: boolean("is_active").notNull().default(true),
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

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  email: varchar("email", { length: 255 }).notNull(),
  company: varchar("company", { length: 255 }),
  budget: varchar("budget", { length: 100 }),
  message: text("message").notNull(),
  isRead: boolean("is_read").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Proof of each cookie-consent choice (PRODUCT.md point 8): no IP, only an anonymous id. */
export const consentRecords = pgTable("consent_records", {
  id: serial("id").primaryKey(),
  anonymousId: uuid("anonymous_id").notNull(),
  necessary: boolean("necessary").notNull().default(true),
  analytics: boolean("analytics").notNull(),
  marketing: boolean("marketing").notNull(),
  preferences: boolean("preferences").notNull(),
  policyVersion: varchar("policy_version", { length: 50 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every outgoing mail is written here first, then delivered (and retried) by the outbox worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: varchar("to", { length: 500 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    text: text("text").notNull(),
    replyTo: varchar("reply_to", { length: 255 }),
    status: varchar("status", { length: 20, enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);
