import { index, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { serialId, timestamps } from "#db/schema/columns";

/** Risposte predefinite (decision 055): one row per item; the list's sort columns are indexed. */
export const cannedReplies = pgTable(
  "canned_replies",
  {
    id: serialId(),
    title: varchar("title", { length: 255 }).notNull(),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [index("canned_replies_title_idx").on(t.title)],
);
