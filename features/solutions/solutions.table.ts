import { jsonb, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, serialId, slug, sortOrder, textList, timestamps } from "#db/schema/columns";
import { gradientColors, solutionCategories } from "./solution-display";

export type UseCase = { title: string; description: string };

export const solutionCategoryEnum = pgEnum("solution_category", solutionCategories);

export const solutions = pgTable("solutions", {
  id: serialId(),
  name: varchar("name", { length: 255 }).notNull(),
  slug: slug(),
  shortDescription: text("short_description").notNull(),
  longDescription: text("long_description").notNull(),
  heroImage: varchar("hero_image", { length: 500 }),
  galleryImages: textList("gallery_images"),
  features: textList("features"),
  technologies: textList("technologies"),
  useCases: jsonb("use_cases").$type<UseCase[]>().notNull().default([]),
  relatedServices: textList("related_services"),
  category: solutionCategoryEnum("category").notNull().default("software"),
  gradientColor: varchar("gradient_color", { length: 50, enum: gradientColors })
    .notNull()
    .default("blue"),
  published: flagColumn("published", false),
  featured: flagColumn("featured", false),
  sortOrder: sortOrder(),
  metaTitle: varchar("meta_title", { length: 255 }),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords"),
  ...timestamps,
});
