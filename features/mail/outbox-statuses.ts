/** Where a queued mail stands in the outbox (features/mail/mail.table.ts). No zod, no drizzle. */
export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * The threading headers a queued mail may carry (a ticket's mails, decision 067): its own
 * Message-ID and the message it answers. Each value is one `<id@domain>`, or several for
 * `references`, separated by spaces.
 */
export type MailThreadHeaders = { messageId?: string; inReplyTo?: string; references?: string };
