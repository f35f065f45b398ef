import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { subject } from "#features/personal-data/personal-data-tables";
import * as tables from "./hours.table";
import { adminHoursRoutes } from "./api/desk";
import { customerHoursRoutes } from "./api/customer";

/** The monte ore (decision 068): movements table, desk and customer mounts. */
export const hoursServer = defineServerEntity({
  id: "hours",
  tables,
  admin: { "/hours": { area: "hours", routes: adminHoursRoutes } },
  customer: { "/hours": customerHoursRoutes },
  logged: { hours: { table: tables.hourMovements } },
  personalData: { hour_movements: subject("movimenti-ore") },
});
