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
import { gradientColors, solutionCategories } from "./solution-display";
import { timestamps } from "#db/schema/columns";

export type UseCase = { title: string; description: string };

export const solutionCategoryEnum = pgEnum("solution_category", solutionCategories);

export const solutions = pgTable("solutions", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  slug: varchar("slug", { length: 255 }).notNull().unique(),
  shortDescription: text("short_description").notNull(),
  longDescription: text("long_description").notNull(),
  heroImage: varchar("hero_image", { length: 500 }),
  galleryImages: jsonb("gallery_images").$type<string[]>().notNull().default([]),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  technologies: jsonb("technologies").$type<string[]>().notNull().default([]),
  useCases: jsonb("use_cases").$type<UseCase[]>().notNull().default([]),
  relatedServices: jsonb("related_services").$type<string[]>().notNull().default([]),
  category: solutionCategoryEnum("category").notNull().default("software"),
  gradientColor: varchar("gradient_color", { length: 50, enum: gradientColors })
    .notNull()
    .default("blue"),
  published: boolean("published").notNull().default(false),
  featured: boolean("featured").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords"),
  ...timestamps,
});
