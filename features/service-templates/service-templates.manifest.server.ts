import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./service-templates.table";
import { adminServiceTemplateRoutes } from "./api/admin";

/** The services' catalogue (decision 055). */
export const serviceTemplatesServer = defineServerEntity({
  id: "service-templates",
  tables,
  admin: { "/service-templates": { area: "services", routes: adminServiceTemplateRoutes } },
  logged: { "service-templates": { table: tables.serviceTemplates } },
  personalData: { service_templates: none("Nomi dei servizi del listino.") },
});
