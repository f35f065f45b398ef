import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { serialId, timestamps } from "#db/schema/columns";
import { ownerCustomerId } from "./customers.table";

/**
 * The staff's internal notes about a customer (decision 069): plain text, never shown to the
 * customer. `authorId` is the admin user who wrote it (no foreign key: a deleted user stays as
 * a tombstone with their name, decision 030); the note goes with its customer.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: serialId(),
    customerId: ownerCustomerId(),
    authorId: integer("author_id"),
    text: text("text").notNull(),
    ...timestamps,
  },
  // The customer's notes, newest first.
  (t) => [index("customer_notes_customer").on(t.customerId, t.createdAt, t.id)],
);
