import {
  boolean,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  varchar,
} from "drizzle-orm/pg-core";
import { certificationLevels, partnerTypes } from "./partner-values";
import { timestamps } from "#db/schema/columns";

export const certificationLevelEnum = pgEnum("certification_level", certificationLevels);

export const partnerTypeEnum = pgEnum("partner_type", partnerTypes);

export const certifiedPartners = pgTable("certified_partners", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  logoUrl: varchar("logo_url", { length: 500 }),
  websiteUrl: varchar("website_url", { length: 500 }),
  description: text("description"),
  certificationLevel: certificationLevelEnum("certification_level").notNull().default("none"),
  partnerType: partnerTypeEnum("partner_type").notNull().default("none"),
  benefits: jsonb("benefits").$type<string[]>().notNull().default([]),
  featured: boolean("featured").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});
