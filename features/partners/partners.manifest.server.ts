import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./partners.table";
import { partnerRoutes } from "./api/public";
import { adminPartnerRoutes } from "./api/admin";

/** The certified partners: table, API mounts, page cache (decision 055). */
export const partnersServer = defineServerEntity({
  id: "partners",
  tables,
  public: { "/certified-partners": { routes: partnerRoutes, cached: ["/"] } },
  admin: { "/certified-partners": { area: "partners", routes: adminPartnerRoutes } },
  logged: { "certified-partners": { table: tables.certifiedPartners } },
  personalData: { certified_partners: none("Nomi dei partner tecnologici.") },
});
