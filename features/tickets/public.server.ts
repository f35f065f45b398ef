import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { insertRow } from "#db/rows";
import { customerTickets, customerUsers } from "#db/schema";
import { queueTicketAcknowledgement, type TicketMailing } from "./ticket-acknowledgement.server";
import { enqueueTicketMail } from "./ticket-mail.server";
import { formatMailDateTime } from "#kit/lib/dates";
import {
  publicTicketCategoryLabels,
  publicTicketPriorityLabels,
  type PublicTicketInput,
} from "./public.schema";
import type { Attach } from "./ticket-attachments.server";

/**
 * Stores a ticket from the public form in customer_tickets (title = subject; linked to the
 * customer whose e-mail matches, if any) and queues the company's notification and the
 * sender's acknowledgement in the same transaction: the ticket is never lost, even when mail
 * delivery fails. `attach` stores the form's files with the ticket's opening.
 */
export async function createPublicTicket(
  db: Database,
  input: PublicTicketInput,
  mailing: TicketMailing,
  attach?: Attach,
): Promise<{ id: number; customerId: number | null }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customerUsers.id })
      .from(customerUsers)
      .where(eq(sql`lower(${customerUsers.email})`, input.email.toLowerCase()))
      .limit(1);
    const customerId = customer?.id ?? null;
    const row = await insertRow(tx, customerTickets, {
      customerId,
      contactName: input.name,
      contactEmail: input.email,
      title: input.subject,
      description: input.description,
      category: input.category,
      priority: input.priority,
    });
    await attach?.(tx, row.id, null);
    await enqueueTicketMail(tx, mailing.env, row.id, {
      to: mailing.mailTo,
      replyTo: input.email,
      regarding: input.email,
      ...ticketNotification(input, { id: row.id, createdAt: row.createdAt, customerId }),
    });
    await queueTicketAcknowledgement(
      tx,
      mailing,
      { id: row.id, title: input.subject, customerId },
      { name: input.name, email: input.email },
    );
    return { id: row.id, customerId };
  });
}

/**
 * The company's notification mail, in Italian; replying answers the sender (through the ticket
 * when SUPPORT_EMAIL is set, so the answer is kept in the thread: decision 067).
 */
export function ticketNotification(
  input: PublicTicketInput,
  { id, createdAt, customerId }: { id: number; createdAt: Date; customerId: number | null },
): { subject: string; text: string } {
  const when = formatMailDateTime(createdAt);
  const text = [
    "È arrivato un nuovo ticket di assistenza dal modulo dell'area clienti.",
    "",
    `Ticket n. ${id} del ${when}`,
    `Nome: ${input.name}`,
    `Email: ${input.email}`,
    customerId === null
      ? "Cliente: nessun cliente registrato con questa email"
      : `Cliente: collegato al cliente registrato n. ${customerId}`,
    `Categoria: ${publicTicketCategoryLabels[input.category]}`,
    `Priorità: ${publicTicketPriorityLabels[input.priority]}`,
    `Oggetto: ${input.subject}`,
    "",
    "Descrizione:",
    input.description,
    "",
    "--",
    "Rispondi a questa email per scrivere a chi ha aperto il ticket.",
  ].join("\n");
  return {
    subject: `Nuovo ticket di assistenza n. ${id} (${publicTicketPriorityLabels[input.priority]}): ${input.subject}`,
    text,
  };
}
