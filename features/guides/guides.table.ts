import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, serialId, slug, sortOrder, timestamps } from "#db/schema/columns";

/**
 * The knowledge base (decision 065): categories, in the owner's order, and the guides in them.
 * Both addresses (`slug`) are made by the server from the name or title, never typed.
 */
export const guideCategories = pgTable(
  "guide_categories",
  {
    id: serialId(),
    name: varchar("name", { length: 120 }).notNull(),
    slug: slug(),
    description: text("description"),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (t) => [
    index("guide_categories_name").on(t.name),
    index("guide_categories_order").on(t.sortOrder),
  ],
);

export const guides = pgTable(
  "guides",
  {
    id: serialId(),
    slug: slug(),
    title: varchar("title", { length: 255 }).notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => guideCategories.id, { onDelete: "restrict" }),
    sortOrder: sortOrder(),
    published: flagColumn("published", false),
    ...timestamps,
  },
  (t) => [
    index("guides_title").on(t.title),
    index("guides_category").on(t.categoryId, t.sortOrder),
    index("guides_published").on(t.published),
    index("guides_updated_at").on(t.updatedAt),
  ],
);
