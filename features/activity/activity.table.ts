import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { moment, serialId } from "#db/schema/columns";
import type { ActivityChanges } from "./activity-values";

/**
 * The back office's activity log (decision 032): one row per admin write, written in the same
 * transaction as the write. Who is kept by id AND by name, so an entry outlives its user; no
 * foreign key for the same reason. Rows are never updated, but for the daily count of a user's
 * refused writes (action "refused", decision 043); only the retention purge deletes them.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: serialId(),
    at: moment("at").notNull().defaultNow(),
    userId: integer("user_id"),
    userName: varchar("user_name", { length: 200 }).notNull(),
    /** The admin API mount the write went to, e.g. "blog", "certified-partners", "upload". */
    entity: varchar("entity", { length: 100 }).notNull(),
    entityId: varchar("entity_id", { length: 100 }),
    /** create, update, delete or action (any other write, e.g. a reply or an upload). */
    action: varchar("action", { length: 20 }).notNull(),
    /** The item's title or name when known, to read the entry without opening the item. */
    label: text("label"),
    method: varchar("method", { length: 10 }).notNull(),
    path: text("path").notNull(),
    /** { field: { from?, to? } }, secrets replaced by a mark (activity-diff.ts). */
    changes: jsonb("changes").$type<ActivityChanges>(),
    ip: varchar("ip", { length: 100 }).notNull(),
    /** Action "refused": how many writes the user was refused (403) that Rome day (entityId). */
    count: integer("count"),
  },
  (t) => [
    index("activity_log_at_idx").on(t.at),
    index("activity_log_entity_idx").on(t.entity, t.entityId),
    uniqueIndex("activity_log_refused_day_idx")
      .on(t.userId, t.entityId)
      .where(sql`${t.action} = 'refused'`),
  ],
);
