import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { moment, serialId, timestamps } from "#db/schema/columns";
import { outboxStatuses } from "./outbox-statuses";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: varchar("to", { length: 500 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    text: text("text").notNull(),
    replyTo: varchar("reply_to", { length: 255 }),
    status: varchar("status", { length: 20, enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    sentAt: moment("sent_at"),
    ...timestamps,
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);
