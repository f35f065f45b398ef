import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, timestamps } from "#db/schema/columns";
import { heroSeasons } from "./hero-values";

export const heroVariants = pgTable(
  "hero_variants",
  {
    id: serialId(),
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
    active: flagColumn("active", false),
    startDate: moment("start_date"),
    endDate: moment("end_date"),
    ...timestamps,
  },
  // The database itself guarantees "only one may be active".
  (t) => [
    uniqueIndex("hero_variants_single_active")
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);
