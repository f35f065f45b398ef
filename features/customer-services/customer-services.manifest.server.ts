import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./customer-services.table";
import { customerOverviewRoutes, customerServiceRoutes } from "./api/customer";
import { ASSIGNMENT_ENTITY } from "./customer-service-values";

/**
 * The services assigned to customers (decision 055); the desk's assignment routes are under
 * the customers' admin mount.
 */
export const customerServicesServer = defineServerEntity({
  id: "customer-services",
  tables,
  customer: { "/services": customerServiceRoutes, "/overview": customerOverviewRoutes },
  logged: { [ASSIGNMENT_ENTITY]: { table: tables.customerServices } },
  personalData: { customer_services: subject("servizi") },
});
