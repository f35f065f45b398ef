import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  cancellationRequests,
  customerServices,
  customerUsers,
  infoRequestMessages,
  infoRequests,
} from "#db/schema";
import { answerMessage, threadsOf } from "./info-thread.server";
import type { InfoThreadMessage } from "../customer-portal/portal-views";
import {
  cancellationDecisionWords,
  cancellationOutcome,
  decisionMail,
  infoAnswerMail,
  type MailLinks,
} from "../support-desk/desk-mail";
import { DomainError } from "../shared/domain-error";
import { romeDay, withArticle, formatLongDate } from "#kit/lib/dates";
import {
  deskMessages,
  type CancellationDecisionInput,
  type InfoAnswerInput,
} from "../support-desk/desk.schema";
import type { DeskCancellationRequest, DeskInfoRequest } from "../support-desk/desk-views";
import { customerName } from "#features/customers/customer-columns.server";
import { iso, ownCancellationFields, ownInfoFields, type Dated } from "./request-fields.server";
import { requestDesk } from "./request-desk.server";
import {
  approveOrReject,
  decideRequest,
  type DecidedRow,
  type RequestDecision,
} from "./decide.server";

/**
 * Info and cancellation requests in the back office. Lists: pending first, then newest first.
 * Only a pending request can be answered or decided (otherwise 400). Answering an info request
 * and deciding a cancellation each mail the customer through the outbox in the same transaction;
 * approving a cancellation also ends the service there (`decideRequest`, decision 046): "alla
 * scadenza" marks it as not renewing (`endsAt`, ended by the service-end job), "subito" sets it
 * to 'cancelled'; the mail says which.
 */

const infoDesk = requestDesk({
  table: infoRequests,
  statuses: ["pending", "answered"],
  subject: infoRequests.subject,
  date: infoRequests.createdAt,
  search: [infoRequests.subject, infoRequests.message],
  fields: {
    ...ownInfoFields,
    customerId: infoRequests.customerId,
    customerName,
    customerEmail: customerUsers.email,
    lastReply: sql<string | null>`(select ${infoRequestMessages.message} from ${infoRequestMessages}
      where ${infoRequestMessages.requestId} = ${infoRequests.id} and ${infoRequestMessages.authorType} = 'customer'
      order by ${infoRequestMessages.createdAt} desc, ${infoRequestMessages.id} desc limit 1)`,
  },
  view: (r: Dated<DeskInfoRequest, "createdAt" | "updatedAt">): DeskInfoRequest => ({
    ...r,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }),
});

const cancellationDesk = requestDesk({
  table: cancellationRequests,
  statuses: ["pending", "approved", "rejected"],
  subject: customerServices.serviceName,
  date: cancellationRequests.requestedDate,
  search: [cancellationRequests.reason, customerServices.serviceName],
  fields: {
    ...ownCancellationFields,
    customerId: cancellationRequests.customerId,
    customerName,
    customerEmail: customerUsers.email,
    serviceStatus: customerServices.status,
    serviceEnds: cancellationRequests.serviceEnds,
    serviceExpiryDate: customerServices.expiryDate,
    serviceEndsAt: customerServices.endsAt,
  },
  view: (
    r: Dated<
      DeskCancellationRequest,
      "requestedDate" | "createdAt" | "updatedAt" | "serviceExpiryDate" | "serviceEndsAt"
    > & { serviceExpiryDate: Date | null; serviceEndsAt: Date | null },
  ): DeskCancellationRequest => ({
    ...r,
    serviceExpiryDate: r.serviceExpiryDate && iso(r.serviceExpiryDate),
    serviceEndsAt: r.serviceEndsAt && iso(r.serviceEndsAt),
    requestedDate: iso(r.requestedDate),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }),
});

export const infoRequestListQuery = infoDesk.query;
export const cancellationRequestListQuery = cancellationDesk.query;

/** GET /api/admin/info-requests: one page, pending first then newest unless sorted. */
export const listInfoRequestPage = infoDesk.page;

/** GET /api/admin/cancellation-requests: one page, pending first then newest unless sorted. */
export const listCancellationRequestPage = cancellationDesk.page;

const answering: RequestDecision<typeof infoRequests.$inferSelect, InfoAnswerInput> = {
  lock: async (tx, id) =>
    (await tx.select().from(infoRequests).where(eq(infoRequests.id, id)).for("update"))[0],
  store: async (tx, id, { status, adminResponse }) =>
    (
      await tx
        .update(infoRequests)
        .set({ status, adminResponse })
        .where(eq(infoRequests.id, id))
        .returning()
    )[0],
  notPending: { message: deskMessages.alreadyAnswered, path: "status" },
  // Each answer joins the request's conversation (decision 068).
  alsoChange: (tx, request, input) => answerMessage(tx, request.id, input.adminResponse),
  mail: async (_tx, request, input, recipient, links) =>
    infoAnswerMail(recipient, request, input.adminResponse, links),
};

/** Stores the answer (status answered) and mails it; null when the request does not exist. */
export async function answerInfoRequest(
  db: Database,
  id: number,
  input: InfoAnswerInput,
  links: MailLinks,
): Promise<DeskInfoRequest | null> {
  return (await decideRequest(db, answering, id, input, links)) ? infoDesk.one(db, id) : null;
}

/** GET /api/admin/info-requests/{id}/messages: the conversation after the request; null: none. */
export async function infoRequestThread(
  db: Database,
  id: number,
): Promise<InfoThreadMessage[] | null> {
  const [request] = await db
    .select({ id: infoRequests.id })
    .from(infoRequests)
    .where(eq(infoRequests.id, id));
  if (!request) return null;
  return (await threadsOf(db, [id])).get(id) ?? [];
}

/** The service a cancellation is about, locked until the decision's transaction ends. */
async function lockService(tx: Database, serviceId: number) {
  const [service] = await tx
    .select({
      serviceName: customerServices.serviceName,
      status: customerServices.status,
      expiryDate: customerServices.expiryDate,
      endsAt: customerServices.endsAt,
    })
    .from(customerServices)
    .where(eq(customerServices.id, serviceId))
    .for("update");
  return service;
}

/**
 * An approval ends the service as chosen (decision 046): "at_expiry" needs a service still
 * running whose expiry day (in Rome) is today or later, and marks it as ending then (it keeps its
 * status; the service-end job cancels it once that day has passed); "now" cancels it at once.
 */
const cancelling: RequestDecision<DecidedRow, CancellationDecisionInput> = {
  ...approveOrReject(cancellationRequests, deskMessages.alreadyDecided, cancellationDecisionWords),
  store: async (tx, id, { decision, adminNotes, serviceEnds }) =>
    (
      await tx
        .update(cancellationRequests)
        .set({
          status: decision,
          adminNotes,
          serviceEnds: decision === "approved" ? serviceEnds : null,
        })
        .where(eq(cancellationRequests.id, id))
        .returning()
    )[0],
  alsoChange: async (tx, request, { decision, serviceEnds }) => {
    if (decision !== "approved") return;
    const service = await lockService(tx, request.serviceId);
    if (!service) return;
    if (serviceEnds === "now") {
      await tx
        .update(customerServices)
        .set({ status: "cancelled", endsAt: null })
        .where(eq(customerServices.id, request.serviceId));
      return;
    }
    if (service.status !== "active" && service.status !== "suspended") {
      throw new DomainError("invalid", deskMessages.serviceNotRunning, "serviceEnds");
    }
    if (romeDay(service.expiryDate) < romeDay(new Date())) {
      throw new DomainError(
        "invalid",
        `Il servizio è scaduto ${withArticle(formatLongDate(service.expiryDate))}: per approvare la disdetta scegli «Subito».`,
        "serviceEnds",
      );
    }
    await tx
      .update(customerServices)
      .set({ endsAt: service.expiryDate })
      .where(eq(customerServices.id, request.serviceId));
  },
  mail: async (tx, request, { decision, adminNotes, serviceEnds }, recipient, links) => {
    const service = await lockService(tx, request.serviceId);
    const serviceName = service?.serviceName ?? "servizio";
    const outcome =
      decision === "approved"
        ? cancellationOutcome(
            serviceName,
            serviceEnds === "at_expiry" ? (service?.endsAt ?? null) : null,
          )
        : undefined;
    return decisionMail(
      cancellationDecisionWords,
      recipient,
      { id: request.id, serviceName, decision, outcome },
      adminNotes,
      links,
    );
  },
};

/** Approves or rejects a pending request and mails the outcome; null when it does not exist. */
export async function decideCancellationRequest(
  db: Database,
  id: number,
  input: CancellationDecisionInput,
  links: MailLinks,
): Promise<DeskCancellationRequest | null> {
  return (await decideRequest(db, cancelling, id, input, links))
    ? cancellationDesk.one(db, id)
    : null;
}
