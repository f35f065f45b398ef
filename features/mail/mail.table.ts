import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, timestamps } from "#db/schema/columns";
import { outboxStatuses } from "./outbox-statuses";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    to: varchar("to", { length: 500 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    text: text("text").notNull(),
    replyTo: varchar("reply_to", { length: 255 }),
    /**
     * Every address of `to` and `replyTo`, trimmed and lower case ("Nome <a@b.it>" read as
     * a@b.it): what the personal-data requests compare, exactly (decision 040). Written by the
     * database on every insert and update, so no writer can forget it.
     */
    addresses: text("addresses")
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`string_to_array(lower(regexp_replace(regexp_replace("to" || coalesce(',' || "reply_to", ''), '[^,<]*<([^>]*)>[^,]*', '\\1', 'g'), '\\s', '', 'g')), ',')`,
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
