import { and, desc, eq } from "drizzle-orm";
import { DomainError } from "../shared/domain-error";
import type { Database } from "#db/client";
import { customerServices, customerTickets, ticketMessages } from "#db/schema";
import { insertRow } from "#db/rows";
import {
  fileOwnSubmission,
  queueCompanyMail,
  type OwnSubmission,
} from "../customer-portal/portal-customer.server";
import { newTicketMail, ticketReplyMail } from "../customer-portal/portal-mail";
import type {
  PortalTicket,
  PortalTicketMessage,
  PortalTicketThread,
} from "../customer-portal/portal-views";
import { ticketMessages as messages, type CustomerTicketInput } from "./customer.schema";
import { queueTicketAcknowledgement, type TicketMailing } from "./ticket-acknowledgement.server";
import { enqueueTicketMail } from "./ticket-mail.server";
import { mailCustomerOf } from "../customer-portal/portal-customer.server";
import * as list from "./ticket-list.server";
import { type Attach, ticketAttachmentViews } from "./ticket-attachments.server";
import { REOPEN_DAYS, type TicketStatus } from "./ticket-values";

/** Whether a ticket closed at `closedAt` may still be reopened by its customer at `now`. */
export function reopenable(closedAt: Date | string | null, now: Date): boolean {
  if (closedAt === null) return true;
  return now.getTime() - new Date(closedAt).getTime() <= REOPEN_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * The customer's tickets (Supporto Tecnico). Only the customer's own tickets are ever read, and
 * the admins' internal notes (isInternal) are never part of a list, a count or a thread.
 *
 * A ticket written here stores its description also as the first message of the thread (as the
 * demo data does). A reply to a closed ticket opens it again. Every new ticket and reply queues
 * a mail to the company (MAIL_TO) in the same transaction, and a new ticket the customer's
 * acknowledgement (decision 067).
 */
const visible = and(
  eq(ticketMessages.ticketId, customerTickets.id),
  eq(ticketMessages.isInternal, false),
);

const selectTickets = (db: Database, customerId: number, ticketId?: number) =>
  db
    .select({
      ...list.ticketColumns,
      closedAt: customerTickets.closedAt,
      closedBy: customerTickets.closedBy,
      serviceId: customerTickets.serviceId,
      serviceName: customerServices.serviceName,
      ...list.threadColumns,
    })
    .from(customerTickets)
    .leftJoin(customerServices, eq(customerServices.id, customerTickets.serviceId))
    .leftJoin(ticketMessages, visible)
    .where(
      and(
        eq(customerTickets.customerId, customerId),
        ticketId === undefined ? undefined : eq(customerTickets.id, ticketId),
      ),
    )
    .groupBy(customerTickets.id, customerServices.serviceName)
    .orderBy(desc(list.lastActivity), desc(customerTickets.id));

type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

function toTicket(row: TicketRow): PortalTicket {
  const {
    description: _d,
    updatedAt: _u,
    lastMessageAt: _l,
    closedAt: _c,
    closedBy: _b,
    ...fields
  } = row;
  return { ...fields, ...list.threadTimes(row) };
}

/** The customer's tickets, latest activity first, with the number of visible messages. */
export async function listOwnTickets(db: Database, customerId: number): Promise<PortalTicket[]> {
  return (await selectTickets(db, customerId)).map(toTicket);
}

/** One ticket with its thread (internal notes left out), or null when it is not the customer's. */
export async function getOwnTicket(
  db: Database,
  customerId: number,
  ticketId: number,
): Promise<PortalTicketThread | null> {
  const [row] = await selectTickets(db, customerId, ticketId);
  if (!row) return null;
  const rows = await db
    .select({
      id: ticketMessages.id,
      authorType: ticketMessages.authorType,
      message: ticketMessages.message,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.isInternal, false)))
    .orderBy(...list.threadOrder);
  const thread = list.openedThread<PortalTicketMessage>(
    rows.map((m) => ({ ...m, createdAt: list.iso(m.createdAt) })),
    {
      id: null,
      authorType: "customer",
      message: row.description,
      createdAt: list.iso(row.createdAt),
    },
  );
  return {
    ...toTicket(row),
    description: row.description,
    messages: thread,
    attachments: await ticketAttachmentViews(db, ticketId, { customerView: true }),
    closedAt: row.closedAt ? list.iso(row.closedAt) : null,
    closedBy: row.closedBy,
    canReopen: row.status === "closed" && reopenable(row.closedAt, new Date()),
  };
}

/**
 * Opens a ticket; the service, when given, must be one of the customer's. `attach` stores the
 * form's files with the first message.
 */
export async function createOwnTicket(
  db: Database,
  customerId: number,
  input: CustomerTicketInput,
  mailing: TicketMailing,
  attach?: Attach,
): Promise<PortalTicketThread> {
  const filing: OwnSubmission<{ id: number; createdAt: Date }> = {
    serviceId: input.serviceId,
    serviceNotFound: messages.serviceNotFound,
    insert: async (tx, serviceId) => {
      const ticket = await insertRow(tx, customerTickets, {
        customerId,
        serviceId,
        title: input.title,
        description: input.description,
        category: input.category,
        priority: input.priority,
      });
      const [first] = await tx
        .insert(ticketMessages)
        .values({
          ticketId: ticket.id,
          authorType: "customer",
          authorId: customerId,
          message: input.description,
          createdAt: ticket.createdAt,
        })
        .returning({ id: ticketMessages.id });
      await attach?.(tx, ticket.id, first!.id);
      const customer = await mailCustomerOf(tx, customerId);
      await queueTicketAcknowledgement(
        tx,
        mailing,
        { id: ticket.id, title: input.title, customerId },
        { name: `${customer.firstName} ${customer.lastName}`, email: customer.email },
      );
      return ticket;
    },
    enqueue: (ticket) => (tx, mail) => enqueueTicketMail(tx, mailing.env, ticket.id, mail),
    mail: (customer, ticket, serviceName) =>
      newTicketMail(customer, {
        ...input,
        id: ticket.id,
        serviceName,
        createdAt: ticket.createdAt,
      }),
  };
  const id = await fileOwnSubmission(db, customerId, filing, mailing);
  return (await getOwnTicket(db, customerId, id))!;
}

/** The refusal of a reply or reopening after the window. */
export const REOPEN_EXPIRED = "Il ticket è chiuso da più di 7 giorni: aprine uno nuovo";

/**
 * The customer's reply (with the form's files, `attach`); a ticket closed less than 7 days ago
 * is opened again, one closed before is refused (REOPEN_EXPIRED). Null when it is not the
 * customer's.
 */
export async function replyToOwnTicket(
  db: Database,
  customerId: number,
  ticketId: number,
  message: string,
  { mailTo, env }: TicketMailing,
  attach?: Attach,
): Promise<PortalTicketThread | null> {
  const found = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: customerTickets.id,
        title: customerTickets.title,
        status: customerTickets.status,
        closedAt: customerTickets.closedAt,
      })
      .from(customerTickets)
      .where(and(eq(customerTickets.id, ticketId), eq(customerTickets.customerId, customerId)))
      .for("update");
    if (!ticket) return false;
    const now = new Date();
    const reopened = ticket.status === "closed";
    if (reopened && !reopenable(ticket.closedAt, now)) {
      throw new DomainError("conflict", REOPEN_EXPIRED);
    }
    const [row] = await tx
      .insert(ticketMessages)
      .values({ ticketId, authorType: "customer", authorId: customerId, message, createdAt: now })
      .returning({ id: ticketMessages.id });
    await attach?.(tx, ticketId, row!.id);
    await tx
      .update(customerTickets)
      .set({
        status: reopened ? "open" : ticket.status,
        ...(reopened ? { closedAt: null, closedBy: null } : {}),
        updatedAt: now,
      })
      .where(eq(customerTickets.id, ticketId));
    await queueCompanyMail(
      tx,
      customerId,
      mailTo,
      async (customer) => ticketReplyMail(customer, { ...ticket, reopened }, message, now),
      (t, mail) => enqueueTicketMail(t, env, ticketId, mail),
    );
    return true;
  });
  return found ? getOwnTicket(db, customerId, ticketId) : null;
}

export const closeMessages = {
  alreadyClosed: "Il ticket è già chiuso",
  notClosed: "Il ticket non è chiuso",
} as const;

/** What a close or a reopening changed, for the activity log. */
export type StatusChange = { title: string; from: TicketStatus; to: TicketStatus };

/**
 * The customer closes their ticket (`close`) or reopens it within 7 days of its closing:
 * status, closing time and who closed it. Null when it is not the customer's; a ticket already
 * in the state asked, or closed more than 7 days before, is refused (409).
 */
export async function setOwnTicketClosed(
  db: Database,
  customerId: number,
  ticketId: number,
  close: boolean,
  now: Date = new Date(),
): Promise<StatusChange | null> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        title: customerTickets.title,
        status: customerTickets.status,
        closedAt: customerTickets.closedAt,
      })
      .from(customerTickets)
      .where(and(eq(customerTickets.id, ticketId), eq(customerTickets.customerId, customerId)))
      .for("update");
    if (!ticket) return null;
    const closed = ticket.status === "closed";
    if (close && closed) throw new DomainError("conflict", closeMessages.alreadyClosed);
    if (!close && !closed) throw new DomainError("conflict", closeMessages.notClosed);
    if (!close && !reopenable(ticket.closedAt, now)) {
      throw new DomainError("conflict", REOPEN_EXPIRED);
    }
    const to: TicketStatus = close ? "closed" : "open";
    await tx
      .update(customerTickets)
      .set(
        close
          ? { status: to, closedAt: now, closedBy: "customer", updatedAt: now }
          : { status: to, closedAt: null, closedBy: null, updatedAt: now },
      )
      .where(eq(customerTickets.id, ticketId));
    return { title: ticket.title, from: ticket.status, to };
  });
}
