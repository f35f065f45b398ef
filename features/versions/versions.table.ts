import { integer, jsonb, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId } from "#db/schema/columns";

/**
 * The versions of the back office's content (decision 063): one row per save of a blog post, a
 * platform, a hero variant or a page draft, written in the save's transaction. `content` is the
 * whole editable content as the entity's own schema writes it; rows are never changed, but for
 * `published` (a later publication of the same content marks it), and only the retention purge
 * deletes them. Who is kept by id AND by name, like the activity log, so a version outlives its
 * author; no foreign key for the same reason.
 */
export const contentVersions = pgTable(
  "versions",
  {
    id: serialId(),
    /** The manifest id of the entity: "blog", "solutions", "hero", "pages". */
    entity: varchar("entity", { length: 40 }).notNull(),
    itemId: integer("item_id").notNull(),
    /** 1, 2, 3… per item, never reused. */
    number: integer("number").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** This content was (or was scheduled to be) what visitors see. */
    published: flagColumn("published", false),
    /** One line on what changed from the version before ("Ripristinata dalla versione 3"). */
    summary: varchar("summary", { length: 300 }).notNull().default(""),
    createdById: integer("created_by_id"),
    /** The author's name at the time; null for the content found before versions were kept. */
    createdByName: varchar("created_by_name", { length: 200 }),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("versions_item_number").on(t.entity, t.itemId, t.number.desc())],
);
