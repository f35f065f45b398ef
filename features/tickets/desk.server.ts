import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { listQuery, optionalParam } from "#server/http/list-query";
import { queryPage, searchWhere, tableList } from "#db/list-query";
import { type Page } from "#kit/lib/page";
import { z } from "#kit/lib/zod";
import {
  adminUsers,
  customerServices,
  customerTickets,
  customerUsers,
  ticketMessages,
} from "#db/schema";
import { enqueueTicketMail, type TicketMailEnv } from "./ticket-mail.server";
import { DomainError } from "../shared/domain-error";
import { ticketAnswerMail, ticketOpenedMail, type MailLinks } from "../support-desk/desk-mail";
import {
  deskMessages,
  deskTicketFiltersSchema,
  type DeskReplyInput,
  type DeskTicketCreateInput,
  type DeskTicketUpdate,
} from "../support-desk/desk.schema";
import type { DeskTicket, DeskTicketMessage, DeskTicketThread } from "../support-desk/desk-views";
import * as list from "./ticket-list.server";
import { ticketMessages as ticketTexts } from "./customer.schema";
import { type Attach, ticketAttachmentViews } from "./ticket-attachments.server";

/** An admin's name as tickets show it (a deleted user keeps it; decision 030), else the username. */
const adminDisplayName = sql<
  string | null
>`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.username})`;

/**
 * The ticket desk: every ticket (the customers' and the public form's), with the internal notes.
 *
 * Rules: a reply that is not internal is mailed (outbox, same transaction) to the customer, or to
 * the contactEmail of a public ticket without a customer, and moves an 'open' ticket to
 * 'in_progress' (an in_progress or closed ticket keeps its status: the admin closes and reopens
 * with PATCH). An internal note changes nothing on the ticket and is never mailed.
 */

function selectTickets(db: Database, where: ReturnType<typeof and>) {
  return db
    .select({
      ...list.ticketColumns,
      customerId: customerTickets.customerId,
      firstName: customerUsers.firstName,
      lastName: customerUsers.lastName,
      customerEmail: customerUsers.email,
      companyName: customerUsers.companyName,
      contactName: customerTickets.contactName,
      contactEmail: customerTickets.contactEmail,
      serviceId: customerTickets.serviceId,
      serviceName: customerServices.serviceName,
      assignedToAdmin: customerTickets.assignedToAdmin,
      assignedToName: adminDisplayName,
      ...list.threadColumns,
    })
    .from(customerTickets)
    .leftJoin(customerUsers, eq(customerUsers.id, customerTickets.customerId))
    .leftJoin(customerServices, eq(customerServices.id, customerTickets.serviceId))
    .leftJoin(adminUsers, eq(adminUsers.id, customerTickets.assignedToAdmin))
    .leftJoin(ticketMessages, eq(ticketMessages.ticketId, customerTickets.id))
    .where(where)
    .groupBy(customerTickets.id, customerUsers.id, customerServices.serviceName, adminUsers.id)
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof selectTickets>>[number];
function toTicket(row: Row): DeskTicket {
  const {
    description: _d,
    firstName,
    lastName,
    customerEmail,
    updatedAt: _u,
    lastMessageAt: _l,
    ...rest
  } = row;
  return {
    ...rest,
    requesterName: firstName
      ? `${firstName} ${lastName}`
      : // No customer and no public-form contact: the customer who wrote it was deleted.
        (row.contactName ?? "Cliente eliminato"),
    requesterEmail: customerEmail ?? row.contactEmail,
    ...list.threadTimes(row),
  };
}

/**
 * A ticket waiting for the admin (needs attention): not closed, and the last message that is
 * not an internal note is the customer's (or there is none: the ticket itself is the question).
 */
export const awaitingAdminReply = sql`(${customerTickets.status} <> 'closed' and coalesce((
  select ${ticketMessages.authorType} from ${ticketMessages}
  where ${ticketMessages.ticketId} = ${customerTickets.id} and ${ticketMessages.isInternal} = false
  order by ${ticketMessages.createdAt} desc, ${ticketMessages.id} desc limit 1
), 'customer') = 'customer')`;

const requester = sql`coalesce(${customerUsers.firstName} || ' ' || ${customerUsers.lastName}, ${customerTickets.contactName}, '')`;
const ticketList = tableList({
  search: [
    customerTickets.title,
    requester,
    customerUsers.email,
    customerTickets.contactEmail,
    customerUsers.companyName,
  ],
  columns: {
    id: customerTickets.id,
    title: customerTickets.title,
    status: customerTickets.status,
    priority: customerTickets.priority,
    activity: list.lastActivity,
  },
  defaults: [desc(list.lastActivity), desc(customerTickets.id)],
});

/** The desk list's query (decision 023): search, sort, page, the filters and `?awaiting=1`. */
export const ticketListQuery = listQuery(ticketList, {
  ...deskTicketFiltersSchema.shape,
  awaiting: optionalParam(z.enum(["1"], { error: "Filtro non valido" })),
});

/** GET /api/admin/tickets: one page of the tickets matching the filters, latest activity first. */
export async function listDeskTicketPage(
  db: Database,
  params: z.output<typeof ticketListQuery>,
): Promise<Page<DeskTicket>> {
  const where = and(
    params.status ? eq(customerTickets.status, params.status) : undefined,
    params.priority ? eq(customerTickets.priority, params.priority) : undefined,
    params.customerId ? eq(customerTickets.customerId, params.customerId) : undefined,
    params.awaiting ? awaitingAdminReply : undefined,
    searchWhere(params.q, ticketList.search),
  );
  return queryPage(params, ticketList, {
    rows: async ({ order, limit, offset }) =>
      (
        await selectTickets(db, where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toTicket),
    total: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(customerTickets)
        .leftJoin(customerUsers, eq(customerUsers.id, customerTickets.customerId))
        .where(where);
      return Number(row?.n ?? 0);
    },
  });
}

/** One ticket and its whole thread, internal notes included and marked; null if unknown. */
export async function getDeskTicket(
  db: Database,
  ticketId: number,
): Promise<DeskTicketThread | null> {
  const [row] = await selectTickets(db, and(eq(customerTickets.id, ticketId)));
  if (!row) return null;
  const [closing] = await db
    .select({ closedAt: customerTickets.closedAt, closedBy: customerTickets.closedBy })
    .from(customerTickets)
    .where(eq(customerTickets.id, ticketId));
  const rows = await db
    .select({
      id: ticketMessages.id,
      authorType: ticketMessages.authorType,
      authorName: adminDisplayName,
      message: ticketMessages.message,
      isInternal: ticketMessages.isInternal,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .leftJoin(
      adminUsers,
      and(eq(ticketMessages.authorType, "admin"), eq(adminUsers.id, ticketMessages.authorId)),
    )
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(...list.threadOrder);
  const messages = list.openedThread<DeskTicketMessage>(
    rows.map((m) => ({ ...m, createdAt: list.iso(m.createdAt) })),
    {
      id: null,
      authorType: "customer",
      authorName: null,
      message: row.description,
      isInternal: false,
      createdAt: list.iso(row.createdAt),
    },
  );
  return {
    ...toTicket(row),
    description: row.description,
    messages,
    attachments: await ticketAttachmentViews(db, ticketId, { customerView: false }),
    closedAt: closing?.closedAt ? list.iso(closing.closedAt) : null,
    closedBy: closing?.closedBy ?? null,
  };
}

/**
 * Adds an admin reply or internal note, with the form's files (`attach`); null when the ticket
 * does not exist.
 */
export async function addDeskMessage(
  db: Database,
  adminId: number,
  ticketId: number,
  input: DeskReplyInput,
  links: MailLinks,
  env: TicketMailEnv,
  attach?: Attach,
): Promise<{ ticket: DeskTicketThread; mailed: boolean } | null> {
  const mailed = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: customerTickets.id,
        title: customerTickets.title,
        status: customerTickets.status,
        customerId: customerTickets.customerId,
        contactName: customerTickets.contactName,
        contactEmail: customerTickets.contactEmail,
        email: customerUsers.email,
        firstName: customerUsers.firstName,
        lastName: customerUsers.lastName,
      })
      .from(customerTickets)
      .leftJoin(customerUsers, eq(customerUsers.id, customerTickets.customerId))
      .where(eq(customerTickets.id, ticketId))
      .for("update", { of: customerTickets });
    if (!ticket) return null;
    const now = new Date();
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId,
        authorType: "admin",
        authorId: adminId,
        message: input.message,
        isInternal: input.isInternal,
        createdAt: now,
      })
      .returning({ id: ticketMessages.id });
    await attach?.(tx, ticketId, message!.id);
    if (input.isInternal) return false;
    await tx
      .update(customerTickets)
      .set({ status: ticket.status === "open" ? "in_progress" : ticket.status, updatedAt: now })
      .where(eq(customerTickets.id, ticketId));
    const to = ticket.email ?? ticket.contactEmail;
    if (!to) return false;
    const name = ticket.firstName
      ? `${ticket.firstName} ${ticket.lastName}`
      : (ticket.contactName ?? "cliente");
    const mail = ticketAnswerMail(
      name,
      { id: ticket.id, title: ticket.title, isCustomer: ticket.customerId !== null },
      input.message,
      links,
    );
    await enqueueTicketMail(tx, env, ticket.id, { to, ...mail });
    return true;
  });
  if (mailed === null) return null;
  return { ticket: (await getDeskTicket(db, ticketId))!, mailed };
}

/** Changes status, priority or assignment; null when the ticket does not exist. */
export async function updateDeskTicket(
  db: Database,
  ticketId: number,
  changes: DeskTicketUpdate,
): Promise<DeskTicketThread | null> {
  const found = await db.transaction(async (tx) => {
    if (changes.assignedToAdmin) {
      const [admin] = await tx
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.id, changes.assignedToAdmin));
      if (!admin) throw new DomainError("invalid", deskMessages.adminNotFound, "assignedToAdmin");
    }
    const [current] = await tx
      .select({ status: customerTickets.status })
      .from(customerTickets)
      .where(eq(customerTickets.id, ticketId))
      .for("update");
    if (!current) return false;
    const now = new Date();
    // Closing records when and by whom (the staff); any other status clears it.
    const closing =
      changes.status === undefined || changes.status === current.status
        ? {}
        : changes.status === "closed"
          ? { closedAt: now, closedBy: "admin" as const }
          : { closedAt: null, closedBy: null };
    await tx
      .update(customerTickets)
      .set({ ...changes, ...closing, updatedAt: now })
      .where(eq(customerTickets.id, ticketId));
    return true;
  });
  return found ? getDeskTicket(db, ticketId) : null;
}

/**
 * A ticket the staff open on a customer's behalf (decision 069): the customer's ticket, its
 * description the thread's first message written by the admin, the customer told by mail (outbox,
 * same transaction). The service, when given, must be the customer's (400 on `serviceId`); an
 * unknown customer: 400 on `customerId`. Answers the ticket with its thread.
 */
export async function createDeskTicket(
  db: Database,
  adminId: number,
  input: DeskTicketCreateInput,
  links: MailLinks,
  env: TicketMailEnv,
): Promise<DeskTicketThread> {
  const id = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({
        id: customerUsers.id,
        email: customerUsers.email,
        firstName: customerUsers.firstName,
        lastName: customerUsers.lastName,
      })
      .from(customerUsers)
      .where(eq(customerUsers.id, input.customerId));
    if (!customer) throw new DomainError("invalid", deskMessages.customerNotFound, "customerId");
    if (input.serviceId !== null) {
      const [service] = await tx
        .select({ id: customerServices.id })
        .from(customerServices)
        .where(
          and(
            eq(customerServices.id, input.serviceId),
            eq(customerServices.customerId, customer.id),
          ),
        );
      if (!service) throw new DomainError("invalid", ticketTexts.serviceId, "serviceId");
    }
    const [ticket] = await tx
      .insert(customerTickets)
      .values({
        customerId: customer.id,
        serviceId: input.serviceId,
        title: input.title,
        description: input.description,
        priority: input.priority,
        category: input.category,
      })
      .returning({ id: customerTickets.id, createdAt: customerTickets.createdAt });
    await tx.insert(ticketMessages).values({
      ticketId: ticket!.id,
      authorType: "admin",
      authorId: adminId,
      message: input.description,
      createdAt: ticket!.createdAt,
    });
    const mail = ticketOpenedMail(
      `${customer.firstName} ${customer.lastName}`,
      { id: ticket!.id, title: input.title, description: input.description },
      links,
    );
    // The ticket's first mail: the root of its thread (decision 067), as an acknowledgement is.
    await enqueueTicketMail(tx, env, ticket!.id, { to: customer.email, ...mail }, { root: true });
    return ticket!.id;
  });
  return (await getDeskTicket(db, id))!;
}
