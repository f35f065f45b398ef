import { pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { policyKinds } from "./policy-kinds";

export const policyTexts = pgTable("policy_texts", {
  kind: varchar("kind", { length: 20, enum: policyKinds }).primaryKey(),
  html: text("html").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});
