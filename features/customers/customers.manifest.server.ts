import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./customers.table";
import { adminCustomerRoutes } from "./api/admin";

/** The customers' accounts (decision 055). */
export const customersServer = defineServerEntity({
  id: "customers",
  tables,
  admin: { "/customers": { area: "customers", routes: adminCustomerRoutes } },
  logged: { customers: { table: tables.customerUsers } },
  personalData: { customer_users: subject("profilo") },
});
