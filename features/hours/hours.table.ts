import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, moment, serialId } from "#db/schema/columns";
import { customerServices } from "#features/customer-services/customer-services.table";
import { customerTickets } from "#features/tickets/tickets.table";
import { hourMovementKinds } from "./hour-values";

/**
 * The movements of an hour package (decision 068): time logged on a ticket, top-ups and
 * corrections by the staff. `minutes` is signed (what it adds to the balance); the balance of a
 * service is its package hours (customer_services.hours_remaining) x 60 plus the sum of its
 * movements, read and written under the service's row lock.
 */
export const hourMovements = pgTable(
  "hour_movements",
  {
    id: serialId(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => customerServices.id, { onDelete: "cascade" }),
    ticketId: integer("ticket_id").references(() => customerTickets.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 20, enum: hourMovementKinds }).notNull(),
    minutes: integer("minutes").notNull(),
    /** The day the work was done (noon UTC, as the services' dates). */
    workDate: moment("work_date").notNull(),
    note: text("note"),
    /** Who logged it (a deleted user keeps the name). */
    adminId: integer("admin_id"),
    adminName: varchar("admin_name", { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("hour_movements_service").on(t.serviceId, t.workDate),
    index("hour_movements_ticket").on(t.ticketId),
  ],
);
