import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { communicationTypes } from "./communication-values";
import { customerUsers } from "#features/customers/customers.table";

export const communicationTypeEnum = pgEnum("communication_type", communicationTypes);

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
  (t) => [
    index("customer_communications_customer").on(t.customerId),
    // The sent communications' list, newest first (decision 023).
    index("customer_communications_created").on(t.createdAt, t.id),
  ],
);
