import { boolean, index, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * The inbox list (decision 023) reads its page in index order: newest first (also within the
 * read filter and the unread counter), or by name or e-mail.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 255 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    company: varchar("company", { length: 255 }),
    budget: varchar("budget", { length: 100 }),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created").on(t.createdAt, t.id),
    index("contact_messages_read_created").on(t.isRead, t.createdAt, t.id),
    index("contact_messages_name").on(t.name),
    index("contact_messages_email").on(t.email),
  ],
);

/** Proof of each cookie-consent choice (PRODUCT.md point 8): no IP, only an anonymous id. */
