import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { timestamps } from "#db/schema/columns";
import { templateCategories, templateTypes } from "./template-values";
import { pricePeriods } from "./price-values";

export const templateCategoryEnum = pgEnum("template_category", templateCategories);

export const templateTypeEnum = pgEnum("template_type", templateTypes);

export const pricePeriodEnum = pgEnum("price_period", pricePeriods);

/** An amount in euro with cents (decision 026). */
export const priceAmount = (name: string) =>
  numeric(name, { precision: 10, scale: 2, mode: "number" });

/** An amount and its period are both there or both missing. */
export const pricePairCheck = (name: string, amount: AnyPgColumn, period: AnyPgColumn) =>
  check(name, sql`(${amount} is null) = (${period} is null)`);

export const serviceTemplates = pgTable(
  "service_templates",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    description: text("description"),
    category: templateCategoryEnum("category").notNull(),
    type: templateTypeEnum("type").notNull(),
    basePrice: priceAmount("base_price"),
    basePricePeriod: pricePeriodEnum("base_price_period"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [pricePairCheck("service_templates_price_pair", t.basePrice, t.basePricePeriod)],
);
