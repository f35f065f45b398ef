import { and, asc, eq, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerName } from "#features/customers/customer-columns.server";
import {
  cancellationRequests,
  customerServices,
  customerTickets,
  customerUsers,
  infoRequests,
  serviceTemplates,
} from "#db/schema";
import { DomainError } from "../shared/domain-error";
import { z } from "#kit/lib/zod";
import { idFilter, listQuery, optionalParam } from "#server/http/list-query";
import { joinedPage, tableList } from "#db/list-query";
import { customerMessages } from "../customers/customers.schema";
import { serviceStatuses } from "./customer-service-values";
import {
  customerServiceMessages,
  takesHours,
  type AssignServiceInput,
  type UpdateServiceInput,
} from "./customer-services.schema";

/**
 * Services assigned to customers (GET/POST /api/admin/customers/:id/services, PUT
 * /api/admin/customers/:id/services/:serviceId). A service is only ever reached through its
 * customer: another customer's service id is "not found".
 */

/** What a service is and its terms: the columns the admin's and the customer's views share. */
export const serviceTerms = {
  serviceName: customerServices.serviceName,
  description: customerServices.description,
  status: customerServices.status,
  startDate: customerServices.startDate,
  expiryDate: customerServices.expiryDate,
  endsAt: customerServices.endsAt,
  customPrice: customerServices.customPrice,
  customPricePeriod: customerServices.customPricePeriod,
  hoursRemaining: customerServices.hoursRemaining,
};

const serviceColumns = {
  id: customerServices.id,
  customerId: customerServices.customerId,
  templateId: customerServices.templateId,
  templateName: serviceTemplates.name,
  templateType: serviceTemplates.type,
  ...serviceTerms,
  notes: customerServices.notes,
  isRecurring: customerServices.isRecurring,
  deletable: sql<boolean>`not ${hasLinkedRecords()}`,
  createdAt: customerServices.createdAt,
  updatedAt: customerServices.updatedAt,
};

/** Whether tickets, cancellation or info requests name the service (then it can only be cancelled). */
function hasLinkedRecords(): SQL<boolean> {
  const linked = (
    table: typeof customerTickets | typeof cancellationRequests | typeof infoRequests,
  ) => sql`exists (select 1 from ${table} where ${table.serviceId} = ${customerServices.id})`;
  return sql<boolean>`(${or(linked(customerTickets), linked(cancellationRequests), linked(infoRequests))})`;
}

async function customerExists(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  return Boolean(row);
}

async function readService(db: Database, customerId: number, serviceId: number) {
  const [row] = await db
    .select(serviceColumns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)));
  return row ?? null;
}

export type CustomerServiceRow = NonNullable<Awaited<ReturnType<typeof readService>>>;

/** The customer's services, soonest expiry first; null when the customer does not exist. */
export async function listCustomerServices(
  db: Database,
  customerId: number,
): Promise<CustomerServiceRow[] | null> {
  if (!(await customerExists(db, customerId))) return null;
  return db
    .select(serviceColumns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(eq(customerServices.customerId, customerId))
    .orderBy(asc(customerServices.expiryDate), asc(customerServices.id));
}

/**
 * Assigns a service from a template. Null when the customer does not exist; a DomainError (400)
 * when the template does not exist or hours are given for a template that is not a package.
 */
export async function assignService(
  db: Database,
  customerId: number,
  input: AssignServiceInput,
): Promise<CustomerServiceRow | null> {
  return db.transaction(async (tx) => {
    if (!(await customerExists(tx, customerId))) return null;
    const [template] = await tx
      .select({ type: serviceTemplates.type })
      .from(serviceTemplates)
      .where(eq(serviceTemplates.id, input.templateId));
    if (!template) {
      throw new DomainError("invalid", customerServiceMessages.templateMissing, "templateId");
    }
    if (input.hoursRemaining !== null && !takesHours(template.type)) {
      throw new DomainError("invalid", customerServiceMessages.hoursNotHourly, "hoursRemaining");
    }
    const [row] = await tx
      .insert(customerServices)
      .values({ ...input, customerId })
      .returning({ id: customerServices.id });
    if (!row) throw new Error("customer_services insert returned no row");
    return readService(tx, customerId, row.id);
  });
}

/**
 * Updates one service of one customer (the template stays). Null when the customer or the
 * service (of this customer) does not exist. Hours are accepted for hourly packages, and for a
 * service whose template was deleted only if it already counted hours.
 */
export async function updateService(
  db: Database,
  customerId: number,
  serviceId: number,
  input: UpdateServiceInput,
): Promise<CustomerServiceRow | null> {
  return db.transaction(async (tx) => {
    const current = await readService(tx, customerId, serviceId);
    if (!current) return null;
    const hoursAllowed = current.templateId
      ? takesHours(current.templateType)
      : current.hoursRemaining !== null;
    if (input.hoursRemaining !== null && !hoursAllowed) {
      throw new DomainError("invalid", customerServiceMessages.hoursNotHourly, "hoursRemaining");
    }
    await tx
      .update(customerServices)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)));
    return readService(tx, customerId, serviceId);
  });
}

/**
 * Deletes a wrongly assigned service of one customer: false when it does not exist (for this
 * customer); a DomainError "conflict" (409) when tickets or requests name it, as they keep the
 * customer's history: such a service can only be cancelled.
 */
export async function deleteService(
  db: Database,
  customerId: number,
  serviceId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: customerServices.id, linked: hasLinkedRecords() })
      .from(customerServices)
      .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)))
      .for("update");
    if (!current) return false;
    if (current.linked) throw new DomainError("conflict", customerServiceMessages.onlyCancel);
    await tx.delete(customerServices).where(eq(customerServices.id, serviceId));
    return true;
  });
}

/** Days ahead that count as "expiring" (the dashboard's needs-attention counter). */
export const EXPIRING_DAYS = 30;

/** An active service whose expiry is within EXPIRING_DAYS from `now` (or already past). */
export const expiringWithin = (now: Date) =>
  and(
    eq(customerServices.status, "active"),
    lte(customerServices.expiryDate, new Date(now.getTime() + EXPIRING_DAYS * 86_400_000)),
  );

const assignmentFields = {
  ...serviceColumns,
  customerName,
  customerEmail: customerUsers.email,
};
export const assignmentList = tableList({
  search: [
    customerServices.serviceName,
    serviceTemplates.name,
    customerName,
    customerUsers.email,
    customerUsers.companyName,
  ],
  columns: {
    serviceName: customerServices.serviceName,
    customer: customerName,
    status: customerServices.status,
    startDate: customerServices.startDate,
    expiryDate: customerServices.expiryDate,
  },
  defaults: [asc(customerServices.expiryDate), asc(customerServices.id)],
});

/** The assignments list's query (decision 023): search, sort, page, customer, status, expiring. */
export const assignmentListQuery = listQuery(assignmentList, {
  customerId: idFilter(customerMessages.notFound),
  status: optionalParam(z.enum(serviceStatuses, { error: "Stato non valido" })),
  expiring: optionalParam(z.enum(["30"], { error: "Filtro non valido" })),
});

const fromAssignments = (db: Database) => (fields: object) =>
  db
    .select(fields as typeof assignmentFields)
    .from(customerServices)
    .innerJoin(customerUsers, eq(customerUsers.id, customerServices.customerId))
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .$dynamic();

export type AssignmentRow = CustomerServiceRow & { customerName: string; customerEmail: string };

/** GET /api/admin/customers/services: one page of every assignment, soonest expiry first. */
export function listAssignmentPage(
  db: Database,
  params: z.output<typeof assignmentListQuery>,
  now = new Date(),
) {
  return joinedPage(
    params,
    assignmentList,
    fromAssignments(db),
    assignmentFields,
    (row) => row as unknown as AssignmentRow,
    and(
      params.customerId ? eq(customerServices.customerId, params.customerId) : undefined,
      params.status ? eq(customerServices.status, params.status) : undefined,
      params.expiring ? expiringWithin(now) : undefined,
    ),
  );
}
