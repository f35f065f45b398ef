import { index, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, flagColumn, serialId } from "#db/schema/columns";

/**
 * The inbox list (decision 023) reads its page in index order: newest first (also within the
 * read filter and the unread counter), or by name or e-mail.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serialId(),
    name: varchar("name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    company: varchar("company", { length: 255 }),
    budget: varchar("budget", { length: 100 }),
    message: text("message").notNull(),
    /**
     * SHA-256 of the form's idempotency key with the sender's address and text (decision 047):
     * one message per send, however often it arrives. Null for a send without a key.
     */
    submissionKey: varchar("submission_key", { length: 64 }),
    isRead: flagColumn("is_read", false),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created").on(t.createdAt, t.id),
    index("contact_messages_read_created").on(t.isRead, t.createdAt, t.id),
    index("contact_messages_name").on(t.name),
    index("contact_messages_email").on(t.email),
    uniqueIndex("contact_messages_submission_key").on(t.submissionKey),
  ],
);

/** Proof of each cookie-consent choice (PRODUCT.md point 8): no IP, only an anonymous id. */
