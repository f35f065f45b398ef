import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { joinedPage, tableList } from "#server/http/list-query";
import type { z } from "../shared/zod";
import { cancellationRequests, customerServices, customerUsers, infoRequests } from "#db/schema";
import {
  cancellationDecisionWords,
  decisionMail,
  infoAnswerMail,
  type MailLinks,
} from "../support-desk/desk-mail";
import {
  deskMessages,
  type CancellationDecisionInput,
  type InfoAnswerInput,
} from "../support-desk/desk.schema";
import type { DeskCancellationRequest, DeskInfoRequest } from "../support-desk/desk-views";
import {
  customerName,
  iso,
  ownCancellationFields,
  ownInfoFields,
  pendingFirst,
  requestListQuery,
} from "./request-fields.server";
import {
  approveOrReject,
  decideRequest,
  serviceNameOf,
  type DecidedRow,
  type RequestDecision,
} from "./decide.server";

/**
 * Info and cancellation requests in the back office. Lists: pending first, then newest first.
 * Only a pending request can be answered or decided (otherwise 400). Answering an info request
 * and deciding a cancellation each mail the customer through the outbox in the same transaction;
 * approving a cancellation also sets the service to 'cancelled' there (`decideRequest`).
 */

const infoFields = {
  ...ownInfoFields,
  customerId: infoRequests.customerId,
  customerName,
  customerEmail: customerUsers.email,
};

const fromInfoRequests = (db: Database) => (fields: object) =>
  db
    .select(fields as typeof infoFields)
    .from(infoRequests)
    .innerJoin(customerUsers, eq(customerUsers.id, infoRequests.customerId))
    .leftJoin(customerServices, eq(customerServices.id, infoRequests.serviceId))
    .$dynamic();

type InfoRow = Omit<DeskInfoRequest, "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
};
const toInfoView = (r: InfoRow): DeskInfoRequest => ({
  ...r,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const cancellationFields = {
  ...ownCancellationFields,
  customerId: cancellationRequests.customerId,
  customerName,
  customerEmail: customerUsers.email,
  serviceStatus: customerServices.status,
};

const fromCancellationRequests = (db: Database) => (fields: object) =>
  db
    .select(fields as typeof cancellationFields)
    .from(cancellationRequests)
    .innerJoin(customerUsers, eq(customerUsers.id, cancellationRequests.customerId))
    .leftJoin(customerServices, eq(customerServices.id, cancellationRequests.serviceId))
    .$dynamic();

type CancellationRow = Omit<
  DeskCancellationRequest,
  "requestedDate" | "createdAt" | "updatedAt"
> & {
  requestedDate: Date;
  createdAt: Date;
  updatedAt: Date;
};
const toCancellationView = (r: CancellationRow): DeskCancellationRequest => ({
  ...r,
  requestedDate: iso(r.requestedDate),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const infoList = tableList({
  search: [infoRequests.subject, infoRequests.message, customerName, customerUsers.email],
  columns: {
    subject: infoRequests.subject,
    customer: customerName,
    status: infoRequests.status,
    date: infoRequests.createdAt,
  },
  defaults: pendingFirst(infoRequests, infoRequests.createdAt),
});

const cancellationList = tableList({
  search: [
    cancellationRequests.reason,
    customerServices.serviceName,
    customerName,
    customerUsers.email,
  ],
  columns: {
    subject: customerServices.serviceName,
    customer: customerName,
    status: cancellationRequests.status,
    date: cancellationRequests.requestedDate,
  },
  defaults: pendingFirst(cancellationRequests, cancellationRequests.requestedDate),
});

export const infoRequestListQuery = requestListQuery(infoList, ["pending", "answered"]);
export const cancellationRequestListQuery = requestListQuery(cancellationList, [
  "pending",
  "approved",
  "rejected",
]);

/** GET /api/admin/info-requests: one page, pending first then newest unless sorted. */
export function listInfoRequestPage(db: Database, params: z.output<typeof infoRequestListQuery>) {
  return joinedPage(
    params,
    infoList,
    fromInfoRequests(db),
    infoFields,
    (row) => toInfoView(row as InfoRow),
    params.status ? eq(infoRequests.status, params.status) : undefined,
  );
}

/** GET /api/admin/cancellation-requests: one page, pending first then newest unless sorted. */
export function listCancellationRequestPage(
  db: Database,
  params: z.output<typeof cancellationRequestListQuery>,
) {
  return joinedPage(
    params,
    cancellationList,
    fromCancellationRequests(db),
    cancellationFields,
    (row) => toCancellationView(row as CancellationRow),
    params.status ? eq(cancellationRequests.status, params.status) : undefined,
  );
}

/** One info request as the desk shows it; null when unknown. */
async function readInfoRequest(db: Database, id: number): Promise<DeskInfoRequest | null> {
  const [row] = await fromInfoRequests(db)(infoFields).where(eq(infoRequests.id, id));
  return row ? toInfoView(row as InfoRow) : null;
}

/** One cancellation request as the desk shows it; null when unknown. */
async function readCancellationRequest(
  db: Database,
  id: number,
): Promise<DeskCancellationRequest | null> {
  const [row] = await fromCancellationRequests(db)(cancellationFields).where(
    eq(cancellationRequests.id, id),
  );
  return row ? toCancellationView(row as CancellationRow) : null;
}

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
  return (await decideRequest(db, answering, id, input, links)) ? readInfoRequest(db, id) : null;
}

const cancelling: RequestDecision<DecidedRow, CancellationDecisionInput> = {
  ...approveOrReject(cancellationRequests, deskMessages.alreadyDecided),
  alsoChange: async (tx, request, { decision }) => {
    if (decision !== "approved") return;
    await tx
      .update(customerServices)
      .set({ status: "cancelled" })
      .where(eq(customerServices.id, request.serviceId));
  },
  mail: async (tx, request, { decision, adminNotes }, recipient, links) =>
    decisionMail(
      cancellationDecisionWords,
      recipient,
      { id: request.id, serviceName: await serviceNameOf(tx, request.serviceId), decision },
      adminNotes,
      links,
    ),
};

/** Approves or rejects a pending request and mails the outcome; null when it does not exist. */
export async function decideCancellationRequest(
  db: Database,
  id: number,
  input: CancellationDecisionInput,
  links: MailLinks,
): Promise<DeskCancellationRequest | null> {
  return (await decideRequest(db, cancelling, id, input, links))
    ? readCancellationRequest(db, id)
    : null;
}
