import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as customerTables from "./customers.table";
import * as noteTables from "./customer-notes.table";
import { adminCustomerRoutes } from "./api/admin";

/** The customers' accounts (decision 055). */
const tables = { ...customerTables, ...noteTables };

export const customersServer = defineServerEntity({
  id: "customers",
  tables,
  admin: { "/customers": { area: "customers", routes: adminCustomerRoutes } },
  logged: {
    customers: { table: tables.customerUsers },
    "customer-notes": { table: tables.customerNotes },
  },
  personalData: { customer_users: subject("profilo"), customer_notes: subject("note-interne") },
});
