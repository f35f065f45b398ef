import { boolean, pgTable, serial, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

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
