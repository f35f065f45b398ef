import { index, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, flagColumn, moment, serialId, timestamps } from "#db/schema/columns";
import {
  ticketAuthorTypes,
  ticketCategories,
  ticketClosers,
  ticketPriorities,
  ticketStatuses,
} from "./ticket-values";
import { customerUsers } from "#features/customers/customers.table";
import { customerServices } from "#features/customer-services/customer-services.table";

export const ticketStatusEnum = pgEnum("ticket_status", ticketStatuses);

export const ticketPriorityEnum = pgEnum("ticket_priority", ticketPriorities);

export const ticketCategoryEnum = pgEnum("ticket_category", ticketCategories);

export const customerTickets = pgTable(
  "customer_tickets",
  {
    id: serialId(),
    /** Null for a public ticket whose e-mail matches no customer. */
    customerId: integer("customer_id").references(() => customerUsers.id, {
      onDelete: "set null",
    }),
    serviceId: integer("service_id").references(() => customerServices.id, {
      onDelete: "set null",
    }),
    /** Who wrote a ticket from the public form (name and e-mail it gave). */
    contactName: varchar("contact_name", { length: 255 }),
    contactEmail: varchar("contact_email", { length: 255 }),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    priority: ticketPriorityEnum("priority").notNull().default("medium"),
    status: ticketStatusEnum("status").notNull().default("open"),
    category: ticketCategoryEnum("category").notNull().default("general"),
    assignedToAdmin: integer("assigned_to_admin"),
    /** When the ticket was last closed (null while open): the customer may reopen it for 7 days. */
    closedAt: moment("closed_at"),
    /** Who closed it: the customer from the reserved area or the staff from the desk. */
    closedBy: varchar("closed_by", { length: 20, enum: ticketClosers }),
    ...timestamps,
  },
  (t) => [
    index("customer_tickets_customer").on(t.customerId),
    index("customer_tickets_service").on(t.serviceId),
    // The desk's filters and columns (decision 023).
    index("customer_tickets_status").on(t.status, t.id),
    index("customer_tickets_priority").on(t.priority),
    index("customer_tickets_title").on(t.title),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: serialId(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => customerTickets.id, { onDelete: "cascade" }),
    authorType: varchar("author_type", { length: 20, enum: ticketAuthorTypes }).notNull(),
    authorId: integer("author_id"),
    message: text("message").notNull(),
    isInternal: flagColumn("is_internal", false),
    createdAt: createdAt(),
  },
  // A ticket's thread in order; also its latest message (the desk's activity and "awaiting").
  (t) => [index("ticket_messages_ticket").on(t.ticketId, t.createdAt, t.id)],
);

/**
 * Files attached to a ticket (decision 066): the bytes in the uploads' storage under the private
 * folder `ticket-files/` (never served by /uploads/*), downloaded only through the customer's and
 * the desk's API. `messageId` null: attached to the ticket's opening (a public ticket has no
 * message row for its description).
 */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: serialId(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => customerTickets.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => ticketMessages.id, {
      onDelete: "cascade",
    }),
    /** The name shown and downloaded: the sender's, without path or control characters. */
    fileName: varchar("file_name", { length: 255 }).notNull(),
    /** The type read from the bytes (never the one the browser sent). */
    contentType: varchar("content_type", { length: 100 }).notNull(),
    size: integer("size").notNull(),
    storageKey: varchar("storage_key", { length: 255 }).notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_attachments_ticket").on(t.ticketId, t.id)],
);
