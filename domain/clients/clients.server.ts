import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema";

export type Client = typeof clients.$inferSelect;

export type ClientQueryOptions = {
  /** The portfolio shows only the clients flagged featured. */
  featuredOnly?: boolean;
};

/** Client references in the order the back office set (sortOrder, then name, then id). */
export function listClients(db: Database, { featuredOnly = false }: ClientQueryOptions = {}) {
  return db
    .select()
    .from(clients)
    .where(featuredOnly ? eq(clients.featured, true) : undefined)
    .orderBy(asc(clients.sortOrder), asc(clients.name), asc(clients.id));
}
