import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./solutions.table";
import { solutionRoutes } from "./api/public";
import { adminSolutionRoutes } from "./api/admin";

/** The platforms' catalogue: table, API mounts, page cache (decision 055). */
export const solutionsServer = defineServerEntity({
  id: "solutions",
  tables,
  public: { "/solutions": { routes: solutionRoutes, cached: ["/", "/:slug"] } },
  admin: { "/solutions": { area: "solutions", routes: adminSolutionRoutes } },
  logged: { solutions: { table: tables.solutions } },
  personalData: { solutions: none("Nomi delle piattaforme del catalogo.") },
});
