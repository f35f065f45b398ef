import { sql } from "drizzle-orm";
import {
  check,
  numeric,
  pgEnum,
  pgTable,
  text,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { flagColumn, serialId, sortOrder, textList, timestamps } from "#db/schema/columns";
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
    id: serialId(),
    name: varchar("name", { length: 255 }).notNull(),
    description: text("description"),
    category: templateCategoryEnum("category").notNull(),
    type: templateTypeEnum("type").notNull(),
    basePrice: priceAmount("base_price"),
    basePricePeriod: pricePeriodEnum("base_price_period"),
    features: textList("features"),
    isActive: flagColumn("is_active", true),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [pricePairCheck("service_templates_price_pair", t.basePrice, t.basePricePeriod)],
);
