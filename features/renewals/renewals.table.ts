import { integer, pgTable, unique } from "drizzle-orm/pg-core";
import { moment, serialId } from "#db/schema/columns";
import { customerServices } from "#features/customer-services/customer-services.table";

/**
 * The renewal reminders already queued (decision 033): one row per service, threshold (days
 * before expiry) and expiry date, written in the transaction that queues its mails. The unique
 * key makes a second run, on this instance or another, insert nothing and send nothing; a new
 * expiry date (the service was renewed) starts the reminders again.
 */
export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    id: serialId(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => customerServices.id, { onDelete: "cascade" }),
    daysBefore: integer("days_before").notNull(),
    expiryDate: moment("expiry_date").notNull(),
    sentAt: moment("sent_at").notNull().defaultNow(),
  },
  (t) => [unique("renewal_reminders_once").on(t.serviceId, t.daysBefore, t.expiryDate)],
);
