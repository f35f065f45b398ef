import { pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  key: varchar("key", { length: 100 }).notNull().unique(),
  value: text("value").notNull().default(""),
  type: varchar("type", { length: 20 }).notNull().default("text"),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Last good policy text from the provider (PRODUCT.md point 6), served when the provider fails. */
