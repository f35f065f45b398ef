import { pgTable, text, varchar } from "drizzle-orm/pg-core";
import { serialId, updatedAt } from "#db/schema/columns";

export const siteSettings = pgTable("site_settings", {
  id: serialId(),
  key: varchar("key", { length: 100 }).notNull().unique(),
  value: text("value").notNull().default(""),
  type: varchar("type", { length: 20 }).notNull().default("text"),
  description: text("description"),
  updatedAt: updatedAt(),
});

/** Last good policy text from the provider (PRODUCT.md point 6), served when the provider fails. */
