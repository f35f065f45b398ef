import { index, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, flagColumn, serialId, timestamps } from "#db/schema/columns";
import {
  ticketAuthorTypes,
  ticketCategories,
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
