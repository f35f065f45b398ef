import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { tablePage, tableList } from "#db/list-query";
import { listQuery } from "#server/http/list-query";
import { customerTickets, customerUsers } from "#db/schema";
import { cannedReplies } from "./canned-replies.table";
import type { CannedRepliesInput, FilledReply } from "./canned-replies.schema";
import { fillCannedReply, greetedName } from "./canned-reply-values";

export type CannedReplies = typeof cannedReplies.$inferSelect;

const order = [asc(cannedReplies.title), asc(cannedReplies.id)];

/** Stores a new item. */
export const createCannedReplies = (
  db: Database,
  input: CannedRepliesInput,
): Promise<CannedReplies> => insertRow(db, cannedReplies, input);

/** Replaces an item's fields; null for an unknown id. */
export const updateCannedReplies = (
  db: Database,
  id: number,
  input: CannedRepliesInput,
): Promise<CannedReplies | null> => updateById(db, cannedReplies, id, input);

/** Deletes an item; false for an unknown id. */
export const deleteCannedReplies = (db: Database, id: number): Promise<boolean> =>
  deleteById(db, cannedReplies, id);

const cannedRepliesList = tableList({
  search: [cannedReplies.title, cannedReplies.body],
  columns: { title: cannedReplies.title },
  defaults: order,
});

/** The admin list's query (decision 023): search on the text fields, sortable columns. */
export const cannedRepliesListQuery = listQuery(cannedRepliesList);

/** GET /api/admin/canned-replies: one page. */
export const listCannedRepliesPage = (
  db: Database,
  params: ReturnType<typeof cannedRepliesListQuery.parse>,
) => tablePage(db, cannedReplies, getTableColumns(cannedReplies), cannedRepliesList, params);

/**
 * Every reply, by title, with the first name of the ticket's customer (or public sender) in
 * place of the placeholder; null for an unknown ticket.
 */
export async function repliesForTicket(
  db: Database,
  ticketId: number,
): Promise<FilledReply[] | null> {
  const [ticket] = await db
    .select({ firstName: customerUsers.firstName, contactName: customerTickets.contactName })
    .from(customerTickets)
    .leftJoin(customerUsers, eq(customerUsers.id, customerTickets.customerId))
    .where(eq(customerTickets.id, ticketId));
  if (!ticket) return null;
  const name = greetedName(ticket.firstName, ticket.contactName);
  const rows = await db
    .select({ id: cannedReplies.id, title: cannedReplies.title, body: cannedReplies.body })
    .from(cannedReplies)
    .orderBy(...order);
  return rows.map(({ body, ...row }) => ({ ...row, text: fillCannedReply(body, name) }));
}
