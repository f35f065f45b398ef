import { sql } from "drizzle-orm";
import {
  boolean,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { heroSeasons } from "./hero-values";
import { timestamps } from "#db/schema/columns";

export const heroVariants = pgTable(
  "hero_variants",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    season: varchar("season", { length: 50, enum: heroSeasons }).notNull().default("default"),
    title: varchar("title", { length: 255 }).notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    ctaText: varchar("cta_text", { length: 100 }),
    ctaUrl: varchar("cta_url", { length: 255 }),
    backgroundColor: text("background_color"),
    backgroundImage: text("background_image"),
    textColor: varchar("text_color", { length: 50 }),
    active: boolean("active").notNull().default(false),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    ...timestamps,
  },
  // The database itself guarantees "only one may be active".
  (t) => [
    uniqueIndex("hero_variants_single_active")
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);
