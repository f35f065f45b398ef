import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { blogCategories } from "#features/blog/blog-categories";
import { heroSeasons } from "#features/hero/hero-values";
import { policyKinds } from "#features/policy/policy-kinds";
import { certificationLevels, partnerTypes } from "#features/partners/partner-values";
import { softwareCategories, softwarePlatforms } from "#features/software/software-labels";
import { gradientColors, solutionCategories } from "#features/solutions/solution-display";
import { timestamps } from "./columns";

// The value lists live once, browser-safe, next to their entity in domain/ (decision 016).

export const certificationLevelEnum = pgEnum("certification_level", certificationLevels);
export const partnerTypeEnum = pgEnum("partner_type", partnerTypes);
export const solutionCategoryEnum = pgEnum("solution_category", solutionCategories);

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

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    title: varchar("title", { length: 255 }).notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    category: varchar("category", { length: 50, enum: blogCategories })
      .notNull()
      .default("tecnologia"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    imageUrl: varchar("image_url", { length: 500 }),
    author: varchar("author", { length: 255 }),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("blog_posts_published_at").on(t.publishedAt)],
);

export type UseCase = { title: string; description: string };

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

export const clients = pgTable("clients", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  logoUrl: varchar("logo_url", { length: 500 }),
  websiteUrl: varchar("website_url", { length: 500 }),
  featured: boolean("featured").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export const downloadableSoftware = pgTable("downloadable_software", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  version: varchar("version", { length: 50 }).notNull(),
  description: text("description"),
  fileUrl: varchar("file_url", { length: 500 }).notNull(),
  fileSize: varchar("file_size", { length: 50 }),
  category: varchar("category", { length: 100, enum: softwareCategories })
    .notNull()
    .default("software"),
  platform: varchar("platform", { length: 100, enum: softwarePlatforms })
    .notNull()
    .default("windows"),
  requirements: text("requirements"),
  releaseNotes: text("release_notes"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  downloadCount: integer("download_count").notNull().default(0),
  ...timestamps,
});

export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  key: varchar("key", { length: 100 }).notNull().unique(),
  value: text("value").notNull().default(""),
  type: varchar("type", { length: 20 }).notNull().default("text"),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Last good policy text from the provider (PRODUCT.md point 6), served when the provider fails. */
export const policyTexts = pgTable("policy_texts", {
  kind: varchar("kind", { length: 20, enum: policyKinds }).primaryKey(),
  html: text("html").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});
