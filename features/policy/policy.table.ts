import { pgTable, text, varchar } from "drizzle-orm/pg-core";
import { moment } from "#db/schema/columns";
import { policyKinds } from "./policy-kinds";

export const policyTexts = pgTable("policy_texts", {
  kind: varchar("kind", { length: 20, enum: policyKinds }).primaryKey(),
  html: text("html").notNull(),
  fetchedAt: moment("fetched_at").notNull().defaultNow(),
});
