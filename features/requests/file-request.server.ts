import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { cancellationRequests, customerServices, renewalRequests } from "#db/schema";
import { queueCompanyMail } from "#features/customer-portal/portal-customer.server";
import type { MailCustomer } from "#features/customer-portal/portal-mail";
import type { ServiceStatus } from "#features/customer-services/customer-service-values";
import { DomainError } from "#features/shared/domain-error";

type Mail = { subject: string; text: string };
type Service = typeof customerServices.$inferSelect;

/** What one kind of request about a service brings to `fileServiceRequest`. */
export type ServiceRequestKind<Row extends { id: number }> = {
  /** The kind's table: at most one of its requests per service may be pending. */
  table: typeof cancellationRequests | typeof renewalRequests;
  /** The statuses of a service the request may be filed for. */
  allowed: readonly ServiceStatus[];
  /** 404 (not the customer's service), 400 (a status not allowed), 400 (one already pending). */
  messages: { serviceNotFound: string; notAllowed: string; alreadyPending: string };
  /** Stores the request; the row as stored. */
  insert: (tx: Database, customerId: number, service: Service) => Promise<Row | undefined>;
  /** The mail that tells the company. */
  mail: (tx: Database, customer: MailCustomer, service: Service, request: Row) => Promise<Mail>;
};

/**
 * Files a customer's request about one of their services (a cancellation, a renewal) in one
 * transaction: the service must be the customer's (404) with an allowed status (400), and no
 * other request of the kind may be pending for it (400), checked under the service's row lock
 * so that two requests sent at once cannot both pass; the company's mail is queued with it.
 * The new request's id.
 */
export async function fileServiceRequest<Row extends { id: number }>(
  db: Database,
  customerId: number,
  serviceId: number,
  kind: ServiceRequestKind<Row>,
  { mailTo }: { mailTo: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select()
      .from(customerServices)
      .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)))
      .for("update");
    if (!service) throw new DomainError("not-found", kind.messages.serviceNotFound);
    if (!kind.allowed.includes(service.status)) {
      throw new DomainError("invalid", kind.messages.notAllowed, "serviceId");
    }
    const [pending] = await tx
      .select({ id: kind.table.id })
      .from(kind.table)
      .where(and(eq(kind.table.serviceId, service.id), eq(kind.table.status, "pending")))
      .limit(1);
    if (pending) throw new DomainError("invalid", kind.messages.alreadyPending, "serviceId");
    const row = await kind.insert(tx, customerId, service);
    if (!row) throw new Error("request insert returned no row");
    await queueCompanyMail(tx, customerId, mailTo, (customer) =>
      kind.mail(tx, customer, service, row),
    );
    return row.id;
  });
}
