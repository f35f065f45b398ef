import { index, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, flagColumn, serialId } from "#db/schema/columns";
import { communicationTypes } from "./communication-values";
import { ownerCustomerId } from "#features/customers/customers.table";

export const communicationTypeEnum = pgEnum("communication_type", communicationTypes);

export const customerCommunications = pgTable(
  "customer_communications",
  {
    id: serialId(),
    customerId: ownerCustomerId(),
    title: varchar("title", { length: 255 }).notNull(),
    content: text("content").notNull(),
    type: communicationTypeEnum("type").notNull().default("info"),
    isRead: flagColumn("is_read", false),
    createdByAdmin: integer("created_by_admin"),
    createdAt: createdAt(),
  },
  (t) => [
    index("customer_communications_customer").on(t.customerId),
    // The sent communications' list, newest first (decision 023).
    index("customer_communications_created").on(t.createdAt, t.id),
  ],
);
