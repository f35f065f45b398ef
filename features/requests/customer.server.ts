import { and, desc, eq } from "drizzle-orm";
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
import { ownCancellationFields, ownInfoFields } from "./request-fields.server";

/**
 * Info and cancellation requests of the signed-in customer. The service named in a request must
 * be the customer's own (otherwise 404); a cancellation needs an active service and at most one
 * pending request per service. Each request queues a mail to the company in its transaction.
 */
const iso = (date: Date) => date.toISOString();

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

export async function createCancellationRequest(
  db: Database,
  customerId: number,
  input: CancellationRequestInput,
  { mailTo }: { mailTo: string },
): Promise<PortalCancellationRequest> {
  const id = await db.transaction(async (tx) => {
    // The service row is locked, so two requests sent at once cannot both pass the check below.
    const [service] = await tx
      .select({
        id: customerServices.id,
        serviceName: customerServices.serviceName,
        status: customerServices.status,
      })
      .from(customerServices)
      .where(
        and(eq(customerServices.id, input.serviceId), eq(customerServices.customerId, customerId)),
      )
      .for("update");
    if (!service) throw new DomainError("not-found", requestMessages.serviceNotFound);
    if (service.status !== "active") {
      throw new DomainError("invalid", requestMessages.serviceNotActive, "serviceId");
    }
    const [pending] = await tx
      .select({ id: cancellationRequests.id })
      .from(cancellationRequests)
      .where(
        and(
          eq(cancellationRequests.serviceId, service.id),
          eq(cancellationRequests.status, "pending"),
        ),
      )
      .limit(1);
    if (pending) throw new DomainError("invalid", requestMessages.alreadyPending, "serviceId");
    const [row] = await tx
      .insert(cancellationRequests)
      .values({ customerId, serviceId: service.id, reason: input.reason })
      .returning({
        id: cancellationRequests.id,
        requestedDate: cancellationRequests.requestedDate,
      });
    if (!row) throw new Error("cancellation_requests insert returned no row");
    const customer = await mailCustomerOf(tx, customerId);
    await enqueueMail(tx, {
      to: mailTo,
      replyTo: customer.email,
      ...cancellationRequestMail(customer, {
        id: row.id,
        reason: input.reason,
        serviceName: service.serviceName,
        requestedDate: row.requestedDate,
      }),
    });
    return row.id;
  });
  return (await listOwnCancellationRequests(db, customerId)).find((r) => r.id === id)!;
}
