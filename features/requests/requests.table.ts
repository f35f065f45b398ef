import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { timestamps } from "#db/schema/columns";
import { requestStatuses, serviceEndings } from "./request-values";
import { customerUsers } from "#features/customers/customers.table";
import { customerServices } from "#features/customer-services/customer-services.table";

export const requestStatusEnum = pgEnum("request_status", requestStatuses);
export const serviceEndingEnum = pgEnum("service_ending", serviceEndings);

/** The columns every request kind has: its id and the customer who sent it. */
const sentBy = () => ({
  id: serial("id").primaryKey(),
  customerId: integer("customer_id")
    .notNull()
    .references(() => customerUsers.id, { onDelete: "cascade" }),
});

/** Where a request stands: pending until the desk answers or decides it. */
const requestStatus = () => requestStatusEnum("status").notNull().default("pending");

/**
 * The indexes of a request table `name`: by customer (the customer's lists) and by service
 * (`service`: the columns of that index, the service's id first).
 */
const requestIndexes =
  <T extends { customerId: AnyPgColumn; serviceId: AnyPgColumn }>(
    name: string,
    service: (t: T) => [AnyPgColumn, ...AnyPgColumn[]] = (t) => [t.serviceId],
  ) =>
  (t: T) => [
    index(`${name}_customer`).on(t.customerId),
    index(`${name}_service`).on(...service(t)),
  ];

/** The service a cancellation or renewal is about (deleted with it). */
const aboutService = () =>
  integer("service_id")
    .notNull()
    .references(() => customerServices.id, { onDelete: "cascade" });

export const cancellationRequests = pgTable(
  "cancellation_requests",
  {
    ...sentBy(),
    serviceId: aboutService(),
    reason: text("reason").notNull(),
    requestedDate: timestamp("requested_date", { withTimezone: true }).notNull().defaultNow(),
    status: requestStatus(),
    adminNotes: text("admin_notes"),
    /** When the approved cancellation ends the service (decision 046); null until approved. */
    serviceEnds: serviceEndingEnum("service_ends"),
    ...timestamps,
  },
  requestIndexes("cancellation_requests"),
);

export const infoRequests = pgTable(
  "info_requests",
  {
    ...sentBy(),
    serviceId: integer("service_id").references(() => customerServices.id, {
      onDelete: "set null",
    }),
    subject: varchar("subject", { length: 255 }).notNull(),
    message: text("message").notNull(),
    status: requestStatus(),
    adminResponse: text("admin_response"),
    ...timestamps,
  },
  requestIndexes("info_requests"),
);

/**
 * Renewal requests (decision 033): filed by the customer from the link of a renewal reminder,
 * for one of their services; `expiryDate` is the service's expiry when the request was made.
 * At most one pending request per service (checked under the service's row lock).
 */
export const renewalRequests = pgTable(
  "renewal_requests",
  {
    ...sentBy(),
    serviceId: aboutService(),
    expiryDate: timestamp("expiry_date", { withTimezone: true }).notNull(),
    status: requestStatus(),
    adminNotes: text("admin_notes"),
    ...timestamps,
  },
  requestIndexes("renewal_requests", (t) => [t.serviceId, t.status]),
);

/**
 * The conversation of an information request (decision 068): after the request's own message,
 * each answer of the staff and each reply of the customer, in order. A customer's reply sets the
 * request back to pending; a staff answer sets it to answered (and is also the request's
 * `adminResponse`, its latest answer).
 */
export const infoRequestMessages = pgTable(
  "info_request_messages",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => infoRequests.id, { onDelete: "cascade" }),
    authorType: varchar("author_type", { length: 20, enum: ["customer", "admin"] }).notNull(),
    authorId: integer("author_id"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("info_request_messages_request").on(t.requestId, t.createdAt, t.id)],
);
