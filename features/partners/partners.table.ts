import { pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, serialId, sortOrder, textList, timestamps } from "#db/schema/columns";
import { certificationLevels, partnerTypes } from "./partner-values";

export const certificationLevelEnum = pgEnum("certification_level", certificationLevels);

export const partnerTypeEnum = pgEnum("partner_type", partnerTypes);

export const certifiedPartners = pgTable("certified_partners", {
  id: serialId(),
  name: varchar("name", { length: 255 }).notNull(),
  logoUrl: varchar("logo_url", { length: 500 }),
  websiteUrl: varchar("website_url", { length: 500 }),
  description: text("description"),
  certificationLevel: certificationLevelEnum("certification_level").notNull().default("none"),
  partnerType: partnerTypeEnum("partner_type").notNull().default("none"),
  benefits: textList("benefits"),
  featured: flagColumn("featured", false),
  sortOrder: sortOrder(),
  active: flagColumn("active", true),
  ...timestamps,
});
