import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import {
  communicationTypes,
  requestStatuses,
  ticketAuthorTypes,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from "#features/customer-portal/portal-labels";
import { serviceStatuses } from "#features/customer-services/customer-service-values";
import { templateCategories, templateTypes } from "#features/service-templates/template-values";
import { timestamps } from "./columns";

// The value lists live once, browser-safe, next to their entity in domain/ (decision 016).

export const templateCategoryEnum = pgEnum("template_category", templateCategories);
export const templateTypeEnum = pgEnum("template_type", templateTypes);
export const serviceStatusEnum = pgEnum("service_status", serviceStatuses);
export const ticketStatusEnum = pgEnum("ticket_status", ticketStatuses);
export const ticketPriorityEnum = pgEnum("ticket_priority", ticketPriorities);
export const ticketCategoryEnum = pgEnum("ticket_category", ticketCategories);
export const communicationTypeEnum = pgEnum("communication_type", communicationTypes);
export const requestStatusEnum = pgEnum("request_status", requestStatuses);

export const serviceTemplates = pgTable("service_templates", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description"),
  category: templateCategoryEnum("category").notNull(),
  type: templateTypeEnum("type").notNull(),
  basePrice: varchar("base_price", { length: 100 }),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export const customerUsers = pgTable("customer_users", {
  id: serial("id").primaryKey(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  passwordHash: varchar("password_hash", { length: 255 }).notNull(),
  firstName: varchar("first_name", { length: 255 }).notNull(),
  lastName: varchar("last_name", { length: 255 }).notNull(),
  companyName: varchar("company_name", { length: 255 }),
  vatNumber: varchar("vat_number", { length: 50 }),
  address: text("address"),
  phone: varchar("phone", { length: 50 }),
  isActive: boolean("is_active").notNull().default(true),
  lastLogin: timestamp("last_login", { withTimezone: true }),
  ...timestamps,
});

export const customerServices = pgTable(
  "customer_services",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customerUsers.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => serviceTemplates.id, {
      onDelete: "set null",
    }),
    serviceName: varchar("service_name", { length: 255 }).notNull(),
    description: text("description"),
    status: serviceStatusEnum("status").notNull().default("active"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    expiryDate: timestamp("expiry_date", { withTimezone: true }).notNull(),
    customPrice: varchar("custom_price", { length: 100 }),
    hoursRemaining: integer("hours_remaining"),
    notes: text("notes"),
    isRecurring: boolean("is_recurring").notNull().default(true),
    ...timestamps,
  },
  (t) => [index("customer_services_customer").on(t.customerId)],
);

export const customerTickets = pgTable(
  "customer_tickets",
  {
    id: serial("id").primaryKey(),
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
  (t) => [index("customer_tickets_customer").on(t.customerId)],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: serial("id").primaryKey(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => customerTickets.id, { onDelete: "cascade" }),
    authorType: varchar("author_type", { length: 20, enum: ticketAuthorTypes }).notNull(),
    authorId: integer("author_id"),
    message: text("message").notNull(),
    isInternal: boolean("is_internal").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_messages_ticket").on(t.ticketId)],
);

export const customerCommunications = pgTable(
  "customer_communications",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customerUsers.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 255 }).notNull(),
    content: text("content").notNull(),
    type: communicationTypeEnum("type").notNull().default("info"),
    isRead: boolean("is_read").notNull().default(false),
    createdByAdmin: integer("created_by_admin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_communications_customer").on(t.customerId)],
);

export const cancellationRequests = pgTable("cancellation_requests", {
  id: serial("id").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customerUsers.id, { onDelete: "cascade" }),
  serviceId: integer("service_id")
    .notNull()
    .references(() => customerServices.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  requestedDate: timestamp("requested_date", { withTimezone: true }).notNull().defaultNow(),
  status: requestStatusEnum("status").notNull().default("pending"),
  adminNotes: text("admin_notes"),
  ...timestamps,
});

export const infoRequests = pgTable("info_requests", {
  id: serial("id").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customerUsers.id, { onDelete: "cascade" }),
  serviceId: integer("service_id").references(() => customerServices.id, {
    onDelete: "set null",
  }),
  subject: varchar("subject", { length: 255 }).notNull(),
  message: text("message").notNull(),
  status: requestStatusEnum("status").notNull().default("pending"),
  adminResponse: text("admin_response"),
  ...timestamps,
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  /** SHA-256 of the token mailed to the customer; the token itself is never stored. */
  tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customerUsers.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
