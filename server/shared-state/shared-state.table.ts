import { bigint, index, integer, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { moment } from "#db/schema/columns";

/**
 * The rate-limit and login-throttle counters of every instance, when the site runs on PostgreSQL
 * (server/shared-state/postgres-rate-limits.ts, decision 028); PGlite keeps them in memory.
 * A row whose `expires_at` has passed counts as absent and is deleted later.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** The rule's name (server/http/rate-limit.ts: rateLimitRules). */
    name: varchar("name", { length: 64 }).notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    lastAt: moment("last_at").notNull(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.key] }),
    index("rate_limit_counters_expires").on(t.expiresAt),
  ],
);

/**
 * One row: the version of the public content, bumped by every admin write. Instances compare it
 * with the one they last saw, as a fallback for a missed notification (server/shared-state/
 * cache-invalidation.ts).
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
