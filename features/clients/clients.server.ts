import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { listQuery } from "#server/http/list-query";
import { tablePage, tableList } from "#db/list-query";
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
  return insertRow(db, clients, input);
}

/** Replaces the fields of a client; null for an unknown id. */
export async function updateClient(
  db: Database,
  id: number,
  input: ClientInput,
): Promise<Client | null> {
  return updateById(db, clients, id, input);
}

/** Deletes a client; false for an unknown id. */
export async function deleteClient(db: Database, id: number): Promise<boolean> {
  return deleteById(db, clients, id);
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
