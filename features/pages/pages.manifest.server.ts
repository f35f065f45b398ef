import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./pages.table";
import { pageRoutes } from "./api/public";
import { adminPagePublicationRoutes, adminPageRoutes } from "./api/admin";

/** Pages built from blocks: table, API mounts, page cache (decisions 055, 057). */
export const pagesServer = defineServerEntity({
  id: "pages",
  tables,
  public: { "/pages": { routes: pageRoutes, cached: ["/"] } },
  admin: {
    "/pages": { area: "pages", routes: adminPageRoutes },
    "/page-publication": { area: "page-publication", routes: adminPagePublicationRoutes },
  },
  logged: { pages: { table: tables.pages }, "page-publication": { table: tables.pages } },
  personalData: {
    pages: none("Testi pubblici del sito; l'autore dell'ultima modifica è un nome del personale."),
  },
});
