import type { Database } from "#db/client";
import type { Env } from "#server/env";
import { getSiteSettings } from "../settings/settings.server";
import { ticketAcknowledgementMail } from "../support-desk/desk-mail";
import { enqueueTicketMail, type TicketMailEnv } from "./ticket-mail.server";

/** What the ticket mails need to know: the company's address and the site's settings. */
export type TicketMailing = { mailTo: string; env: TicketMailEnv & Pick<Env, "siteUrl"> };

/**
 * Queues the acknowledgement of a new ticket to who opened it (decision 067), in the
 * transaction that stores the ticket, so it is sent once, whatever retries the outbox makes.
 */
export async function queueTicketAcknowledgement(
  tx: Database,
  { env }: TicketMailing,
  ticket: { id: number; title: string; customerId: number | null },
  recipient: { name: string; email: string },
): Promise<void> {
  const links = { siteUrl: env.siteUrl, company: await getSiteSettings(tx) };
  const mail = ticketAcknowledgementMail(
    recipient.name,
    { id: ticket.id, title: ticket.title, isCustomer: ticket.customerId !== null },
    links,
    { replyByMail: Boolean(env.SUPPORT_EMAIL) },
  );
  await enqueueTicketMail(tx, env, ticket.id, { to: recipient.email, ...mail }, { root: true });
}
