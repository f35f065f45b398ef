import { index, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, slug, textList, timestamps } from "#db/schema/columns";
import { sql } from "drizzle-orm";
import { blogCategories } from "./blog-categories";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serialId(),
    slug: slug(),
    title: varchar("title", { length: 255 }).notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    category: varchar("category", { length: 50, enum: blogCategories })
      .notNull()
      .default("tecnologia"),
    tags: textList("tags"),
    imageUrl: varchar("image_url", { length: 500 }),
    author: varchar("author", { length: 255 }),
    published: flagColumn("published", false),
    publishedAt: moment("published_at"),
    ...timestamps,
  },
  (t) => [
    index("blog_posts_published_at").on(t.publishedAt),
    // The admin list's order (newest first, decision 023) and its title column.
    index("blog_posts_list_date").on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.id),
    index("blog_posts_title").on(t.title),
  ],
);
