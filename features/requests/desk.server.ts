import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { cancellationRequests, customerServices, customerUsers, infoRequests } from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { DomainError } from "../shared/domain-error";
import {
  cancellationDecisionMail,
  infoAnswerMail,
  type MailLinks,
} from "../support-desk/desk-mail";
import {
  deskMessages,
  type CancellationDecisionInput,
  type InfoAnswerInput,
} from "../support-desk/desk.schema";
import type { DeskCancellationRequest, DeskInfoRequest } from "../support-desk/desk-views";

/**
 * Info and cancellation requests in the back office. Lists: pending first, then newest first.
 * Only a pending request can be answered or decided (otherwise 400). Answering an info request
 * and deciding a cancellation each mail the customer through the outbox in the same transaction;
 * approving a cancellation also sets the service to 'cancelled' there.
 */
const iso = (date: Date) => date.toISOString();
const customerName = sql<string>`${customerUsers.firstName} || ' ' || ${customerUsers.lastName}`;

function pendingFirst(status: typeof infoRequests.status | typeof cancellationRequests.status) {
  return sql`case when ${status} = 'pending' then 0 else 1 end`;
}

export async function listDeskInfoRequests(db: Database, id?: number): Promise<DeskInfoRequest[]> {
  const rows = await db
    .select({
      id: infoRequests.id,
      customerId: infoRequests.customerId,
      customerName,
      customerEmail: customerUsers.email,
      serviceId: infoRequests.serviceId,
      serviceName: customerServices.serviceName,
      subject: infoRequests.subject,
      message: infoRequests.message,
      status: infoRequests.status,
      adminResponse: infoRequests.adminResponse,
      createdAt: infoRequests.createdAt,
      updatedAt: infoRequests.updatedAt,
    })
    .from(infoRequests)
    .innerJoin(customerUsers, eq(customerUsers.id, infoRequests.customerId))
    .leftJoin(customerServices, eq(customerServices.id, infoRequests.serviceId))
    .where(id === undefined ? undefined : eq(infoRequests.id, id))
    .orderBy(
      asc(pendingFirst(infoRequests.status)),
      desc(infoRequests.createdAt),
      desc(infoRequests.id),
    );
  return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) }));
}

export async function listDeskCancellationRequests(
  db: Database,
  id?: number,
): Promise<DeskCancellationRequest[]> {
  const rows = await db
    .select({
      id: cancellationRequests.id,
      customerId: cancellationRequests.customerId,
      customerName,
      customerEmail: customerUsers.email,
      serviceId: cancellationRequests.serviceId,
      serviceName: customerServices.serviceName,
      serviceStatus: customerServices.status,
      reason: cancellationRequests.reason,
      requestedDate: cancellationRequests.requestedDate,
      status: cancellationRequests.status,
      adminNotes: cancellationRequests.adminNotes,
      createdAt: cancellationRequests.createdAt,
      updatedAt: cancellationRequests.updatedAt,
    })
    .from(cancellationRequests)
    .innerJoin(customerUsers, eq(customerUsers.id, cancellationRequests.customerId))
    .leftJoin(customerServices, eq(customerServices.id, cancellationRequests.serviceId))
    .where(id === undefined ? undefined : eq(cancellationRequests.id, id))
    .orderBy(
      asc(pendingFirst(cancellationRequests.status)),
      desc(cancellationRequests.requestedDate),
      desc(cancellationRequests.id),
    );
  return rows.map((r) => ({
    ...r,
    requestedDate: iso(r.requestedDate),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

/** Stores the answer (status answered) and mails it; null when the request does not exist. */
export async function answerInfoRequest(
  db: Database,
  id: number,
  input: InfoAnswerInput,
  links: MailLinks,
): Promise<DeskInfoRequest | null> {
  const found = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: infoRequests.id,
        status: infoRequests.status,
        subject: infoRequests.subject,
        message: infoRequests.message,
        customerId: infoRequests.customerId,
      })
      .from(infoRequests)
      .where(eq(infoRequests.id, id))
      .for("update");
    if (!request) return false;
    if (request.status !== "pending") {
      throw new DomainError("invalid", deskMessages.alreadyAnswered, "status");
    }
    await tx
      .update(infoRequests)
      .set({ status: input.status, adminResponse: input.adminResponse })
      .where(eq(infoRequests.id, id));
    const [customer] = await tx
      .select({ email: customerUsers.email, name: customerName })
      .from(customerUsers)
      .where(eq(customerUsers.id, request.customerId));
    if (customer) {
      const mail = infoAnswerMail(customer.name, request, input.adminResponse, links);
      await enqueueMail(tx, { to: customer.email, ...mail });
    }
    return true;
  });
  return found ? ((await listDeskInfoRequests(db, id))[0] ?? null) : null;
}

/** Approves or rejects a pending request and mails the outcome; null when it does not exist. */
export async function decideCancellationRequest(
  db: Database,
  id: number,
  input: CancellationDecisionInput,
  links: MailLinks,
): Promise<DeskCancellationRequest | null> {
  const found = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: cancellationRequests.id,
        status: cancellationRequests.status,
        customerId: cancellationRequests.customerId,
        serviceId: cancellationRequests.serviceId,
      })
      .from(cancellationRequests)
      .where(eq(cancellationRequests.id, id))
      .for("update");
    if (!request) return false;
    if (request.status !== "pending") {
      throw new DomainError("invalid", deskMessages.alreadyDecided, "decision");
    }
    await tx
      .update(cancellationRequests)
      .set({ status: input.decision, adminNotes: input.adminNotes })
      .where(eq(cancellationRequests.id, id));
    const [service] = await tx
      .select({ serviceName: customerServices.serviceName })
      .from(customerServices)
      .where(eq(customerServices.id, request.serviceId));
    if (input.decision === "approved") {
      await tx
        .update(customerServices)
        .set({ status: "cancelled" })
        .where(and(eq(customerServices.id, request.serviceId)));
    }
    const [customer] = await tx
      .select({ email: customerUsers.email, name: customerName })
      .from(customerUsers)
      .where(eq(customerUsers.id, request.customerId));
    if (customer) {
      const mail = cancellationDecisionMail(
        customer.name,
        { id, serviceName: service?.serviceName ?? "servizio", decision: input.decision },
        input.adminNotes,
        links,
      );
      await enqueueMail(tx, { to: customer.email, ...mail });
    }
    return true;
  });
  return found ? ((await listDeskCancellationRequests(db, id))[0] ?? null) : null;
}
