import { boolean, index, integer, pgEnum, pgTable, varchar } from "drizzle-orm/pg-core";
import { moment, serialId, timestamps } from "#db/schema/columns";
import {
  redirectEntityTypes,
  redirectLimits,
  redirectSources,
  redirectStatuses,
} from "./redirect-values";

export const redirectStatusEnum = pgEnum("redirect_status", redirectStatuses);
export const redirectSourceEnum = pgEnum("redirect_source", redirectSources);
export const redirectEntityTypeEnum = pgEnum("redirect_entity_type", redirectEntityTypes);

/**
 * The site's redirects (decision 062): an old address (its canonical path, `canonicalPath`) and
 * where it leads, a site path or an http(s) address, answered before any page is drawn.
 * Automatic rows come from a change of address of a blog post, platform or page and name the
 * item (`entity_type`, `entity_id`): they go when the item is deleted, and follow it when it
 * moves again, so every old address leads straight to the current one (decision 026).
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serialId(),
    fromPath: varchar("from_path", { length: redirectLimits.path }).notNull().unique(),
    target: varchar("target", { length: redirectLimits.target }).notNull(),
    status: redirectStatusEnum("status").notNull().default("301"),
    source: redirectSourceEnum("source").notNull().default("manual"),
    entityType: redirectEntityTypeEnum("entity_type"),
    entityId: integer("entity_id"),
    hits: integer("hits").notNull().default(0),
    lastHitAt: moment("last_hit_at"),
    createdBy: varchar("created_by", { length: 255 }),
    ...timestamps,
  },
  (t) => [
    index("redirects_entity").on(t.entityType, t.entityId),
    index("redirects_target").on(t.target),
    index("redirects_hits").on(t.hits),
    index("redirects_last_hit_at").on(t.lastHitAt),
    index("redirects_created_at").on(t.createdAt),
  ],
);

/**
 * The 404 log (decision 062): one row per public path visitors asked for that did not exist,
 * counted; `bot` while every request of it came from a crawler or was an asset probe. Capped to
 * the NOT_FOUND_LOG_CAP most recent paths by the daily purge.
 */
export const notFoundHits = pgTable(
  "not_found_hits",
  {
    id: serialId(),
    path: varchar("path", { length: redirectLimits.path }).notNull().unique(),
    hits: integer("hits").notNull().default(1),
    firstAt: moment("first_at").notNull().defaultNow(),
    lastAt: moment("last_at").notNull().defaultNow(),
    lastReferrer: varchar("last_referrer", { length: 500 }),
    bot: boolean("bot").notNull().default(false),
  },
  (t) => [index("not_found_hits_hits").on(t.hits), index("not_found_hits_last_at").on(t.lastAt)],
);
