import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./communications.table";
import { adminCommunicationRoutes } from "./api/desk";
import { customerCommunicationRoutes } from "./api/customer";

/** The communications to customers (decision 055). */
export const communicationsServer = defineServerEntity({
  id: "communications",
  tables,
  admin: { "/communications": { area: "communications", routes: adminCommunicationRoutes } },
  customer: { "/communications": customerCommunicationRoutes },
  logged: { communications: { table: tables.customerCommunications } },
  personalData: { customer_communications: subject("comunicazioni") },
});
