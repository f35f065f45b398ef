import { integer, pgTable, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, moment, serialId } from "#db/schema/columns";

/** What became of a mail read from the support mailbox (decision 067). */
export const mailInOutcomes = ["ticket_message", "new_ticket", "contact", "ignored"] as const;
export type MailInOutcome = (typeof mailInOutcomes)[number];

/**
 * One row per mail read from the support mailbox, written in the transaction that stores what
 * the mail brought (decision 067): a mail fetched again after a crash (still unread on the
 * server) finds its key and is only marked read. No address or text: the key is the SHA-256 of
 * the mail's Message-ID (or of the whole mail when it has none).
 */
export const mailInMessages = pgTable(
  "mail_in_messages",
  {
    id: serialId(),
    key: varchar("key", { length: 64 }).notNull(),
    outcome: varchar("outcome", { length: 20, enum: mailInOutcomes }).notNull(),
    /** The ticket it was added to or opened, or the contact message it became. */
    ticketId: integer("ticket_id"),
    contactMessageId: integer("contact_message_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mail_in_messages_key").on(t.key)],
);

/**
 * The lease of the mailbox reader: one row per mailbox; the instance whose `holder` it is, until
 * `until`, reads the mailbox; the others skip their turn (decision 067).
 */
export const mailInLease = pgTable("mail_in_lease", {
  mailbox: varchar("mailbox", { length: 255 }).primaryKey(),
  holder: varchar("holder", { length: 64 }).notNull(),
  until: moment("until").notNull(),
});
