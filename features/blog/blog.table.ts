import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { blogCategories } from "./blog-categories";
import { timestamps } from "#db/schema/columns";

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
  (t) => [
    index("blog_posts_published_at").on(t.publishedAt),
    // The admin list's order (newest first, decision 023) and its title column.
    index("blog_posts_list_date").on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.id),
    index("blog_posts_title").on(t.title),
  ],
);
