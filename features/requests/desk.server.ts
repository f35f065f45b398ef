import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  joinedPage,
  listQuery,
  optionalParam,
  tableList,
  type SortSpec,
} from "#server/http/list-query";
import { z } from "../shared/zod";
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
import { ownCancellationFields, ownInfoFields } from "./request-fields.server";

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
  defaults: [
    asc(pendingFirst(infoRequests.status)),
    desc(infoRequests.createdAt),
    desc(infoRequests.id),
  ],
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
  defaults: [
    asc(pendingFirst(cancellationRequests.status)),
    desc(cancellationRequests.requestedDate),
    desc(cancellationRequests.id),
  ],
});

/** The request lists' query (decision 023): search, sort, page and `?status=`. */
const requestListQuery = <Sort extends string, const S extends readonly [string, ...string[]]>(
  list: SortSpec<Sort>,
  statuses: S,
) =>
  listQuery(list, {
    status: optionalParam(z.enum(statuses, { error: "Stato non valido" })),
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
  return found ? readInfoRequest(db, id) : null;
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
  return found ? readCancellationRequest(db, id) : null;
}
