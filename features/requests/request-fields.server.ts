import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { listQuery, optionalParam, type SortSpec } from "#server/http/list-query";
import { z } from "#features/shared/zod";
import { cancellationRequests, customerServices, customerUsers, infoRequests } from "#db/schema";
import type { RequestStatus } from "./request-values";

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

/** "Nome Cognome" of the customer who sent a request (joined on customer_users). */
export const customerName = sql<string>`${customerUsers.firstName} || ' ' || ${customerUsers.lastName}`;

/** The desk lists' default order: pending first, then newest (by `date`) first. */
export function pendingFirst(
  table: { id: PgColumn; status: PgColumn },
  date: PgColumn,
): [SQL, SQL, SQL] {
  return [
    asc(sql`case when ${table.status} = 'pending' then 0 else 1 end`),
    desc(date),
    desc(table.id),
  ];
}

/** A desk list's query (decision 023): search, sort, page and `?status=` among `statuses`. */
export const requestListQuery = <
  Sort extends string,
  const S extends readonly [RequestStatus, ...RequestStatus[]],
>(
  list: SortSpec<Sort>,
  statuses: S,
) =>
  listQuery(list, {
    status: optionalParam(z.enum(statuses, { error: "Stato non valido" })),
  });
