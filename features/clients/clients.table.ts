import { boolean, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "#db/schema/columns";

export const clients = pgTable("clients", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  logoUrl: varchar("logo_url", { length: 500 }),
  websiteUrl: varchar("website_url", { length: 500 }),
  featured: boolean("featured").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});
