import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { listQuery, tablePage, tableList } from "#server/http/list-query";
import { clients } from "#db/schema";
import type { ClientInput } from "./clients.schema";

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

/** Stores a new client reference (one statement: it is written whole or not at all). */
export async function createClient(db: Database, input: ClientInput): Promise<Client> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(clients).values(input).returning();
    if (!row) throw new Error("clients insert returned no row");
    return row;
  });
}

/** Replaces the fields of a client; null for an unknown id. */
export async function updateClient(
  db: Database,
  id: number,
  input: ClientInput,
): Promise<Client | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(clients).set(input).where(eq(clients.id, id)).returning();
    return row ?? null;
  });
}

/** Deletes a client; false for an unknown id. */
export async function deleteClient(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
  return rows.length > 0;
}

/** GET /api/admin/clients: one page, in the order the back office set unless sorted. */
export const listClientPage = (db: Database, params: ReturnType<typeof clientListQuery.parse>) =>
  tablePage(db, clients, getTableColumns(clients), clientList, params);

const clientList = tableList({
  search: [clients.name, clients.websiteUrl],
  columns: { name: clients.name, featured: clients.featured, sortOrder: clients.sortOrder },
  defaults: [asc(clients.sortOrder), asc(clients.name), asc(clients.id)],
});

/** The Referenze list's query (decision 023): search on name and website, sortable columns. */
export const clientListQuery = listQuery(clientList);
