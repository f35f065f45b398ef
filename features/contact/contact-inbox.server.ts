import { and, count, eq, ilike, not, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { contactMessages } from "#db/schema";
import { z } from "#kit/lib/zod";
import { listQuery, optionalParam } from "#server/http/list-query";
import { containsPattern, tablePage, tableRows, tableList } from "#db/list-query";
import {
  JOB_KEYWORDS,
  QUOTE_DETAILS_HEADING,
  contactCategories,
  type ContactCategory,
} from "./contact-fields";
import type { ContactCounts } from "./contact-inbox";
import { adminColumns } from "./contact.server";

export type ContactListParams = z.output<typeof contactListQuery>;

const m = contactMessages;

export const contactList = tableList({
  search: [m.name, m.email, m.company, m.message],
  columns: { name: m.name, email: m.email, createdAt: m.createdAt, isRead: m.isRead },
  defaults: [sql`${m.createdAt} desc`, sql`${m.id} desc`],
});

/**
 * The contacts inbox as the server lists it (decision 023): search on name, e-mail, company and
 * text; category and read filters (`?category=quote|job|general&read=unread|read`); newest
 * first unless a column is chosen; 25 a page.
 */
export const contactListQuery = listQuery(contactList, {
  category: optionalParam(z.enum(contactCategories, { error: "Categoria non valida" })),
  read: optionalParam(z.enum(["unread", "read"], { error: "Stato di lettura non valido" })),
});

/** The rule of contactCategory (contact-fields.ts) in SQL. */
const isQuote = or(
  ilike(m.message, containsPattern(QUOTE_DETAILS_HEADING)),
  sql`trim(coalesce(${m.budget}, '')) <> ''`,
)!;
const isJob = and(
  not(isQuote),
  or(...JOB_KEYWORDS.map((word) => sql`lower(${m.message}) like ${containsPattern(word)}`)),
)!;
const categoryWhere: Record<ContactCategory, SQL> = {
  quote: isQuote,
  job: isJob,
  general: and(not(isQuote), not(isJob))!,
};

function filtersOf(params: ContactListParams): SQL | undefined {
  return and(
    params.category ? categoryWhere[params.category] : undefined,
    params.read ? eq(m.isRead, params.read === "read") : undefined,
  );
}

/** GET /api/admin/contacts: one page of the inbox. */
export const listContactPage = (db: Database, params: ContactListParams) =>
  tablePage(db, m, adminColumns, contactList, params, filtersOf(params));

/** GET /api/admin/contacts/export.csv: every message the list shows, in its order. */
export const listContactsForExport = (db: Database, params: ContactListParams) =>
  tableRows(db, m, adminColumns, contactList, params, filtersOf(params));

/** The inbox counters: in total, unread and per category (of every message, not the filter). */
export async function countContactInbox(db: Database): Promise<ContactCounts> {
  const n = (where?: SQL) =>
    sql<number>`cast(${count()} filter (where ${where ?? sql`true`}) as integer)`;
  const [row] = await db
    .select({
      total: n(),
      unread: n(eq(m.isRead, false)),
      quote: n(categoryWhere.quote),
      job: n(categoryWhere.job),
      general: n(categoryWhere.general),
    })
    .from(m);
  return row ?? { total: 0, unread: 0, quote: 0, job: 0, general: 0 };
}
