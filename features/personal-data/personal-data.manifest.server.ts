import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { adminPersonalDataRoutes } from "./api/admin";
import { customerPersonalDataRoutes } from "./api/customer";

/** The personal-data requests (decision 055). */
export const personalDataServer = defineServerEntity({
  id: "personal-data",
  admin: { "/personal-data": { area: "personal-data", routes: adminPersonalDataRoutes } },
  customer: { "/personal-data": customerPersonalDataRoutes },
  logged: { "personal-data": { sent: ["email"] } },
});
