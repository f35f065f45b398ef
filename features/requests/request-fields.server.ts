import { and, desc, eq } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import type { Rows } from "#db/list-query";
import { cancellationRequests, customerServices, infoRequests, renewalRequests } from "#db/schema";

/** The tables of the customers' requests: each row has its customer, service and status. */
export type RequestTable =
  typeof infoRequests | typeof cancellationRequests | typeof renewalRequests;

/**
 * The columns of a request as its customer sees it, with the service's name (a left join on
 * customer_services); the desk adds who sent it (desk.server.ts).
 */
export const ownInfoFields = {
  id: infoRequests.id,
  serviceId: infoRequests.serviceId,
  serviceName: customerServices.serviceName,
  subject: infoRequests.subject,
  message: infoRequests.message,
  status: infoRequests.status,
  adminResponse: infoRequests.adminResponse,
  createdAt: infoRequests.createdAt,
  updatedAt: infoRequests.updatedAt,
};

export const ownCancellationFields = {
  id: cancellationRequests.id,
  serviceId: cancellationRequests.serviceId,
  serviceName: customerServices.serviceName,
  reason: cancellationRequests.reason,
  requestedDate: cancellationRequests.requestedDate,
  status: cancellationRequests.status,
  adminNotes: cancellationRequests.adminNotes,
  createdAt: cancellationRequests.createdAt,
  updatedAt: cancellationRequests.updatedAt,
};

export const iso = (date: Date) => date.toISOString();

/** A view whose `Keys` are still the dates read from the database (a row before `iso`). */
export type Dated<View, Keys extends keyof View> = Omit<View, Keys> & Record<Keys, Date>;

/** A row of a request's own fields: the service comes through a left join. */
export type OwnRow<Fields> = Omit<Rows<Fields>[number], "serviceName"> & {
  serviceName: string | null;
};

/**
 * The requests of one kind a customer sent, newest first, with their service's name; with
 * `only`, just that one (e.g. the request just filed).
 */
export function ownRequests<Fields extends Record<string, PgColumn>>(
  db: Database,
  table: RequestTable,
  fields: Fields,
  customerId: number,
  only?: number,
): Promise<OwnRow<Fields>[]> {
  const select = db.select(fields).from(table as never) as unknown as PgSelect;
  return select
    .$dynamic()
    .leftJoin(customerServices, eq(customerServices.id, table.serviceId))
    .where(
      and(eq(table.customerId, customerId), only === undefined ? undefined : eq(table.id, only)),
    )
    .orderBy(desc(table.createdAt), desc(table.id)) as unknown as Promise<OwnRow<Fields>[]>;
}
