import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./navigation.table";
import { adminMenuRoutes } from "./api/admin";

/** The site's menus: table, admin mount, activity log (decisions 055, 058). */
export const navigationServer = defineServerEntity({
  id: "navigation",
  tables,
  admin: { "/menus": { area: "menus", routes: adminMenuRoutes } },
  logged: { menus: { table: tables.menuEntries } },
  personalData: { menu_entries: none("Le voci dei menu e del piè di pagina del sito.") },
});
