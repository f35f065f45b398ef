import { asc, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import { listQuery, optionalParam } from "#server/http/list-query";
import { joinedPage, tableList, type SelectedFields } from "#db/list-query";
import { z } from "#kit/lib/zod";
import { customerServices, customerUsers } from "#db/schema";
import type { RequestStatus } from "./request-values";
import { customerName } from "#features/customers/customer-columns.server";
import type { RequestTable } from "./request-fields.server";

/** The desk lists' default order: pending first, then newest (by `date`) first. */
function pendingFirst(table: RequestTable, date: PgColumn): [SQL, SQL, SQL] {
  return [
    asc(sql`case when ${table.status} = 'pending' then 0 else 1 end`),
    desc(date),
    desc(table.id),
  ];
}

/**
 * One kind of request as the desk lists and reads it. `fields` are selected from `table` joined
 * to the customer who sent it and (left) to its service, plus what `join` adds; `view` is the row
 * as the API answers it. The list (decision 023) searches `search`, the customer's name and
 * e-mail, sorts by subject, customer, status or date (pending first, then newest, by default)
 * and filters by `?status=` among `statuses`.
 */
export function requestDesk<
  const S extends readonly [RequestStatus, ...RequestStatus[]],
  Row,
  View,
>(desk: {
  table: RequestTable;
  statuses: S;
  subject: AnyColumn;
  date: PgColumn;
  search: AnyColumn[];
  fields: SelectedFields;
  view: (row: Row) => View;
  join?: (select: PgSelect) => PgSelect;
}) {
  const { table } = desk;
  const list = tableList({
    search: [...desk.search, customerName, customerUsers.email],
    columns: {
      subject: desk.subject,
      customer: customerName,
      status: table.status,
      date: desk.date,
    },
    defaults: pendingFirst(table, desk.date),
  });
  const query = listQuery(list, {
    status: optionalParam(z.enum(desk.statuses, { error: "Stato non valido" })),
  });
  const from = (db: Database) => (fields: SelectedFields) => {
    const select = (db.select(fields).from(table as never) as unknown as PgSelect)
      .$dynamic()
      .innerJoin(customerUsers, eq(customerUsers.id, table.customerId))
      .leftJoin(customerServices, eq(customerServices.id, table.serviceId));
    return desk.join ? desk.join(select) : select;
  };
  const view = (row: unknown) => desk.view(row as Row);
  return {
    /** The list's query: search, sort, page and `?status=`. */
    query,
    /** One page of the list. */
    page: (db: Database, params: z.output<typeof query>) =>
      joinedPage(
        params,
        list,
        from(db),
        desk.fields,
        view,
        params.status ? eq(table.status, params.status) : undefined,
      ),
    /** One request as the desk shows it; null when unknown. */
    one: async (db: Database, id: number): Promise<View | null> => {
      const [row] = await from(db)(desk.fields).where(eq(table.id, id));
      return row ? view(row) : null;
    },
  };
}
