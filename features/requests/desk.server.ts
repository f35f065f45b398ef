import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { cancellationRequests, customerServices, customerUsers, infoRequests } from "#db/schema";
import {
  cancellationDecisionWords,
  infoAnswerMail,
  type MailLinks,
} from "../support-desk/desk-mail";
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
 * approving a cancellation also sets the service to 'cancelled' there (`decideRequest`).
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
  },
  view: (
    r: Dated<DeskCancellationRequest, "requestedDate" | "createdAt" | "updatedAt">,
  ): DeskCancellationRequest => ({
    ...r,
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

const cancelling: RequestDecision<DecidedRow, CancellationDecisionInput> = {
  ...approveOrReject(cancellationRequests, deskMessages.alreadyDecided, cancellationDecisionWords),
  alsoChange: async (tx, request, { decision }) => {
    if (decision !== "approved") return;
    await tx
      .update(customerServices)
      .set({ status: "cancelled" })
      .where(eq(customerServices.id, request.serviceId));
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
