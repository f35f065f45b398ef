import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./software.table";
import { softwareRoutes } from "./api/public";
import { uploadSoftwareRoutes } from "./api/upload";
import { adminSoftwareRoutes } from "./api/admin";

/**
 * The downloadable software (decision 055). Its public list is not page-cached: the answer
 * counts downloads, which the public POST .../download changes.
 */
export const softwareServer = defineServerEntity({
  id: "software",
  tables,
  public: {
    "/upload/software": { routes: uploadSoftwareRoutes },
    "/software": { routes: softwareRoutes },
  },
  admin: { "/software": { area: "software", routes: adminSoftwareRoutes } },
  logged: { software: { table: tables.downloadableSoftware } },
  personalData: { downloadable_software: none("Nomi dei programmi scaricabili.") },
});
