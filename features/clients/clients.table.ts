import { pgTable, varchar } from "drizzle-orm/pg-core";
import { flagColumn, serialId, sortOrder, timestamps } from "#db/schema/columns";

export const clients = pgTable("clients", {
  id: serialId(),
  name: varchar("name", { length: 255 }).notNull(),
  logoUrl: varchar("logo_url", { length: 500 }),
  websiteUrl: varchar("website_url", { length: 500 }),
  featured: flagColumn("featured", false),
  sortOrder: sortOrder(),
  ...timestamps,
});
