import { index, pgTable, varchar } from "drizzle-orm/pg-core";
import { jsonb } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, timestamps } from "#db/schema/columns";
import type { StoredPageContent } from "./page-content";

/**
 * The site's pages built from blocks (decision 057). `draft` is what the editor saves; `live`
 * is what visitors see (null: never published or withdrawn); `scheduled` becomes visible at
 * `scheduled_at`, read by the clock (no job), and replaces `live` at the next write.
 */
export const pages = pgTable(
  "pages",
  {
    id: serialId(),
    /** "/servizi/consulenza-it"; "/" is the home page's sections below the hero. */
    path: varchar("path", { length: 200 }).notNull().unique(),
    /** The draft's title, kept as a column for the list's search and order. */
    title: varchar("title", { length: 255 }).notNull(),
    draft: jsonb("draft").$type<StoredPageContent>().notNull(),
    live: jsonb("live").$type<StoredPageContent>(),
    scheduled: jsonb("scheduled").$type<StoredPageContent>(),
    scheduledAt: moment("scheduled_at"),
    publishedAt: moment("published_at"),
    /** A page the site's code needs at its path (home, contacts, 404): never moved or deleted. */
    system: flagColumn("system", false),
    updatedBy: varchar("updated_by", { length: 255 }),
    ...timestamps,
  },
  (t) => [index("pages_title").on(t.title), index("pages_scheduled_at").on(t.scheduledAt)],
);
