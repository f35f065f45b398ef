import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { cancellationRequests, customerServices, infoRequests } from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { mailCustomerOf } from "../customer-portal/portal-customer.server";
import { DomainError } from "../shared/domain-error";
import { cancellationRequestMail, infoRequestMail } from "../customer-portal/portal-mail";
import type { PortalCancellationRequest, PortalInfoRequest } from "../customer-portal/portal-views";
import {
  requestMessages,
  type CancellationRequestInput,
  type InfoRequestInput,
} from "./customer.schema";
import { findOwnService } from "../customer-services/customer.server";
import { iso, ownCancellationFields, ownInfoFields } from "./request-fields.server";
import { fileServiceRequest, type ServiceRequestKind } from "./file-request.server";

/**
 * Info and cancellation requests of the signed-in customer. The service named in a request must
 * be the customer's own (otherwise 404); a cancellation needs an active service and at most one
 * pending request per service (`fileServiceRequest`). Each request queues a mail to the company
 * in its transaction.
 */
export async function listOwnInfoRequests(
  db: Database,
  customerId: number,
): Promise<PortalInfoRequest[]> {
  const rows = await db
    .select(ownInfoFields)
    .from(infoRequests)
    .leftJoin(customerServices, eq(customerServices.id, infoRequests.serviceId))
    .where(eq(infoRequests.customerId, customerId))
    .orderBy(desc(infoRequests.createdAt), desc(infoRequests.id));
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) }));
}

export async function listOwnCancellationRequests(
  db: Database,
  customerId: number,
): Promise<PortalCancellationRequest[]> {
  const rows = await db
    .select(ownCancellationFields)
    .from(cancellationRequests)
    .leftJoin(customerServices, eq(customerServices.id, cancellationRequests.serviceId))
    .where(eq(cancellationRequests.customerId, customerId))
    .orderBy(desc(cancellationRequests.createdAt), desc(cancellationRequests.id));
  return rows.map((r) => ({
    ...r,
    requestedDate: iso(r.requestedDate),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

export async function createInfoRequest(
  db: Database,
  customerId: number,
  input: InfoRequestInput,
  { mailTo }: { mailTo: string },
): Promise<PortalInfoRequest> {
  const id = await db.transaction(async (tx) => {
    const service =
      input.serviceId === null ? null : await findOwnService(tx, customerId, input.serviceId);
    if (input.serviceId !== null && !service) {
      throw new DomainError("not-found", requestMessages.serviceNotFound);
    }
    const [row] = await tx
      .insert(infoRequests)
      .values({
        customerId,
        serviceId: service?.id ?? null,
        subject: input.subject,
        message: input.message,
      })
      .returning({ id: infoRequests.id });
    if (!row) throw new Error("info_requests insert returned no row");
    const customer = await mailCustomerOf(tx, customerId);
    await enqueueMail(tx, {
      to: mailTo,
      replyTo: customer.email,
      ...infoRequestMail(customer, {
        ...input,
        id: row.id,
        serviceName: service?.serviceName ?? null,
      }),
    });
    return row.id;
  });
  return (await listOwnInfoRequests(db, customerId)).find((r) => r.id === id)!;
}

/** A cancellation: of an active service, one pending at a time per service. */
const cancellationFiling = (
  reason: string,
): ServiceRequestKind<{ id: number; requestedDate: Date }> => ({
  table: cancellationRequests,
  allowed: ["active"],
  messages: {
    serviceNotFound: requestMessages.serviceNotFound,
    notAllowed: requestMessages.serviceNotActive,
    alreadyPending: requestMessages.alreadyPending,
  },
  insert: async (tx, customerId, service) =>
    (
      await tx
        .insert(cancellationRequests)
        .values({ customerId, serviceId: service.id, reason })
        .returning({
          id: cancellationRequests.id,
          requestedDate: cancellationRequests.requestedDate,
        })
    )[0],
  mail: async (_tx, customer, service, request) =>
    cancellationRequestMail(customer, { ...request, reason, serviceName: service.serviceName }),
});

export async function createCancellationRequest(
  db: Database,
  customerId: number,
  input: CancellationRequestInput,
  mail: { mailTo: string },
): Promise<PortalCancellationRequest> {
  const kind = cancellationFiling(input.reason);
  const id = await fileServiceRequest(db, customerId, input.serviceId, kind, mail);
  return (await listOwnCancellationRequests(db, customerId)).find((r) => r.id === id)!;
}
