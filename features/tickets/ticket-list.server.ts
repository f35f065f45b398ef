import { asc, sql } from "drizzle-orm";
import { customerTickets, ticketMessages } from "#db/schema";

/**
 * What the customer's list and the desk's list of tickets share (decision 023): the ticket's own
 * columns, its thread's latest message and size over the messages the query joins, its latest
 * activity (its last change or that message).
 */
const lastMessageAt = sql<Date | null>`max(${ticketMessages.createdAt})`;

export const lastActivity = sql`greatest(${customerTickets.updatedAt}, coalesce(${lastMessageAt}, ${customerTickets.createdAt}))`;

/** The first columns of a ticket row. */
export const ticketColumns = {
  id: customerTickets.id,
  title: customerTickets.title,
  description: customerTickets.description,
  status: customerTickets.status,
  priority: customerTickets.priority,
  category: customerTickets.category,
};

/** The last columns of a ticket row: its times and its thread's size (grouped by ticket). */
export const threadColumns = {
  createdAt: customerTickets.createdAt,
  updatedAt: customerTickets.updatedAt,
  lastMessageAt,
  messageCount: sql<number>`cast(count(${ticketMessages.id}) as integer)`,
};

export const iso = (value: Date | string) => new Date(value).toISOString();

type ThreadFields = {
  createdAt: Date | string;
  updatedAt: Date | string;
  lastMessageAt: Date | string | null;
  messageCount: number;
};

/** A list row's times in ISO and its message count. */
export function threadTimes({
  createdAt,
  updatedAt,
  lastMessageAt: last,
  messageCount,
}: ThreadFields) {
  const times = [updatedAt, last ?? createdAt].map((t) => new Date(t).getTime());
  return {
    createdAt: iso(createdAt),
    lastActivityAt: new Date(Math.max(...times)).toISOString(),
    messageCount: Number(messageCount),
  };
}

/** A thread in the order it was written. */
export const threadOrder = [asc(ticketMessages.createdAt), asc(ticketMessages.id)];

/**
 * A thread as shown: a ticket from the public form has no message for its request, so when the
 * first message is not the customer's, `opening` (the description) opens it; a ticket the staff
 * opened for a customer (decision 069) starts with the admin's message of the description,
 * written at the ticket's own moment, which already opens it.
 */
export function openedThread<M extends { authorType: string; message: string; createdAt: string }>(
  messages: M[],
  opening: M,
): M[] {
  const first = messages[0];
  const opens =
    first !== undefined &&
    (first.authorType === "customer" ||
      (first.message === opening.message && first.createdAt === opening.createdAt));
  return opens ? messages : [opening, ...messages];
}
