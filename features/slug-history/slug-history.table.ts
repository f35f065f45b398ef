import { index, integer, pgEnum, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, serialId } from "#db/schema/columns";
import { slugEntityTypes } from "./slug-entities";

export const slugEntityTypeEnum = pgEnum("slug_entity_type", slugEntityTypes);

/**
 * The addresses an item had before its slug changed (decision 026): the public pages answer an
 * old slug with a 301 to the item's current one. One row per old slug of an entity type; it
 * names the item, so a chain of renames leads straight to the current slug.
 */
export const slugHistory = pgTable(
  "slug_history",
  {
    id: serialId(),
    entityType: slugEntityTypeEnum("entity_type").notNull(),
    oldSlug: varchar("old_slug", { length: 255 }).notNull(),
    entityId: integer("entity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slug_history_old_slug").on(t.entityType, t.oldSlug),
    index("slug_history_entity").on(t.entityType, t.entityId),
  ],
);
