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
import { timestamps } from "#db/schema/columns";
import { templateCategories, templateTypes } from "./template-values";

export const templateCategoryEnum = pgEnum("template_category", templateCategories);

export const templateTypeEnum = pgEnum("template_type", templateTypes);

export const serviceTemplates = pgTable("service_templates", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description"),
  category: templateCategoryEnum("category").notNull(),
  type: templateTypeEnum("type").notNull(),
  basePrice: varchar("base_price", { length: 100 }),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});
