import { boolean, pgTable, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, flagColumn, serialId } from "#db/schema/columns";

export const consentRecords = pgTable("consent_records", {
  id: serialId(),
  anonymousId: uuid("anonymous_id").notNull(),
  necessary: flagColumn("necessary", true),
  analytics: boolean("analytics").notNull(),
  marketing: boolean("marketing").notNull(),
  preferences: boolean("preferences").notNull(),
  policyVersion: varchar("policy_version", { length: 50 }).notNull(),
  createdAt: createdAt(),
});

/** Every outgoing mail is written here first, then delivered (and retried) by the outbox worker. */
