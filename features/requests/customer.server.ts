import type { Database } from "#db/client";
import { cancellationRequests, infoRequests } from "#db/schema";
import { insertRow } from "#db/rows";
import { fileOwnSubmission, type OwnSubmission } from "../customer-portal/portal-customer.server";
import { cancellationRequestMail, infoRequestMail } from "../customer-portal/portal-mail";
import type { PortalCancellationRequest, PortalInfoThread } from "../customer-portal/portal-views";
import { threadsOf } from "./info-thread.server";
import {
  requestMessages,
  type CancellationRequestInput,
  type InfoRequestInput,
} from "./customer.schema";
import { iso, ownCancellationFields, ownInfoFields, ownRequests } from "./request-fields.server";
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
  only?: number,
): Promise<PortalInfoThread[]> {
  const rows = await ownRequests(db, infoRequests, ownInfoFields, customerId, only);
  const threads = await threadsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    messages: threads.get(r.id) ?? [],
  }));
}

export async function listOwnCancellationRequests(
  db: Database,
  customerId: number,
  only?: number,
): Promise<PortalCancellationRequest[]> {
  const rows = await ownRequests(db, cancellationRequests, ownCancellationFields, customerId, only);
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
  mail: { mailTo: string },
): Promise<PortalInfoThread> {
  const filing: OwnSubmission<{ id: number }> = {
    serviceId: input.serviceId,
    serviceNotFound: requestMessages.serviceNotFound,
    insert: (tx, serviceId) =>
      insertRow(tx, infoRequests, {
        customerId,
        serviceId,
        subject: input.subject,
        message: input.message,
      }),
    mail: (customer, row, serviceName) =>
      infoRequestMail(customer, { ...input, id: row.id, serviceName }),
  };
  const id = await fileOwnSubmission(db, customerId, filing, mail);
  return (await listOwnInfoRequests(db, customerId, id))[0]!;
}

/** A cancellation: of an active service, one pending at a time per service. */
const cancellationFiling = (
  reason: string,
): ServiceRequestKind<{ id: number; requestedDate: Date }> => ({
  table: cancellationRequests,
  allowed: ["active"],
  messages: { ...requestMessages, notAllowed: requestMessages.serviceNotActive },
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
  return (await listOwnCancellationRequests(db, customerId, id))[0]!;
}
