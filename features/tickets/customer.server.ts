import { and, desc, eq } from "drizzle-orm";
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
  const { description: _d, updatedAt: _u, lastMessageAt: _l, ...fields } = row;
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
  return { ...toTicket(row), description: row.description, messages: thread };
}

/** Opens a ticket; the service, when given, must be one of the customer's. */
export async function createOwnTicket(
  db: Database,
  customerId: number,
  input: CustomerTicketInput,
  mailing: TicketMailing,
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
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        authorType: "customer",
        authorId: customerId,
        message: input.description,
        createdAt: ticket.createdAt,
      });
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

/** The customer's reply; a closed ticket is opened again. Null when it is not the customer's. */
export async function replyToOwnTicket(
  db: Database,
  customerId: number,
  ticketId: number,
  message: string,
  { mailTo, env }: TicketMailing,
): Promise<PortalTicketThread | null> {
  const found = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: customerTickets.id,
        title: customerTickets.title,
        status: customerTickets.status,
      })
      .from(customerTickets)
      .where(and(eq(customerTickets.id, ticketId), eq(customerTickets.customerId, customerId)))
      .for("update");
    if (!ticket) return false;
    const now = new Date();
    await tx.insert(ticketMessages).values({
      ticketId,
      authorType: "customer",
      authorId: customerId,
      message,
      createdAt: now,
    });
    const reopened = ticket.status === "closed";
    await tx
      .update(customerTickets)
      .set({ status: reopened ? "open" : ticket.status, updatedAt: now })
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
