import { index, integer, pgEnum, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { flagColumn, moment, serialId, timestamps } from "#db/schema/columns";
import { serviceStatuses } from "./customer-service-values";
import {
  priceAmount,
  pricePairCheck,
  pricePeriodEnum,
  serviceTemplates,
} from "#features/service-templates/service-templates.table";
import { ownerCustomerId } from "#features/customers/customers.table";

export const serviceStatusEnum = pgEnum("service_status", serviceStatuses);

export const customerServices = pgTable(
  "customer_services",
  {
    id: serialId(),
    customerId: ownerCustomerId(),
    templateId: integer("template_id").references(() => serviceTemplates.id, {
      onDelete: "set null",
    }),
    serviceName: varchar("service_name", { length: 255 }).notNull(),
    description: text("description"),
    status: serviceStatusEnum("status").notNull().default("active"),
    startDate: moment("start_date").notNull(),
    expiryDate: moment("expiry_date").notNull(),
    customPrice: priceAmount("custom_price"),
    customPricePeriod: pricePeriodEnum("custom_price_period"),
    hoursRemaining: integer("hours_remaining"),
    notes: text("notes"),
    isRecurring: flagColumn("is_recurring", true),
    /**
     * Set when a cancellation was approved "alla scadenza" (decision 046): the service does not
     * renew and the daily job ends it once this day (in Rome) has passed; null: it renews.
     */
    endsAt: moment("ends_at"),
    ...timestamps,
  },
  (t) => [
    index("customer_services_customer").on(t.customerId),
    index("customer_services_template").on(t.templateId),
    // The assignments list (decision 023): soonest expiry first, its status filter, its columns.
    index("customer_services_expiry").on(t.expiryDate, t.id),
    index("customer_services_status_expiry").on(t.status, t.expiryDate),
    index("customer_services_name").on(t.serviceName),
    index("customer_services_start").on(t.startDate),
    index("customer_services_ends").on(t.endsAt),
    pricePairCheck("customer_services_price_pair", t.customPrice, t.customPricePeriod),
  ],
);
