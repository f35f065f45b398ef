import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, timestamps } from "#db/schema/columns";
import { outboxStatuses, type MailThreadHeaders } from "./outbox-statuses";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: varchar("to", { length: 500 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    text: text("text").notNull(),
    replyTo: varchar("reply_to", { length: 255 }),
    /**
     * The person a mail to someone else is about (the customer of a ticket whose mail goes to
     * the company while its Reply-To is the ticket's address): found by the personal-data
     * requests through `addresses` like `to` and `replyTo`.
     */
    regarding: varchar("regarding", { length: 255 }),
    /** Threading headers (a ticket's mails: decision 067); null for a mail that has none. */
    headers: jsonb("headers").$type<MailThreadHeaders>(),
    /**
     * Every address of `to`, `replyTo` and `regarding`, trimmed and lower case ("Nome <a@b.it>" read as
     * a@b.it): what the personal-data requests compare, exactly (decision 040). Written by the
     * database on every insert and update, so no writer can forget it.
     */
    addresses: text("addresses")
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`string_to_array(lower(regexp_replace(regexp_replace("to" || coalesce(',' || "reply_to", '') || coalesce(',' || "regarding", ''), '[^,<]*<([^>]*)>[^,]*', '\\1', 'g'), '\\s', '', 'g')), ',')`,
      ),
    /** The mail carries a single-use link (password reset, invitation): never exported. */
    secretLink: flagColumn("secret_link", false),
    status: varchar("status", { length: 20, enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    sentAt: moment("sent_at"),
    ...timestamps,
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);
