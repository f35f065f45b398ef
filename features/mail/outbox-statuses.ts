/** Where a queued mail stands in the outbox (features/mail/mail.table.ts). No zod, no drizzle. */
export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
