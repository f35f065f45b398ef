/** Where a queued mail stands in the outbox (db/schema/system.ts). No zod, no drizzle. */
export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
