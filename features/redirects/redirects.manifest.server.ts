import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./redirects.table";
import { adminRedirectRoutes } from "./api/admin";

/** Redirects and the 404 log: tables, admin mount, activity log (decisions 055, 062). */
export const redirectsServer = defineServerEntity({
  id: "redirects",
  tables,
  admin: { "/redirects": { area: "redirects", routes: adminRedirectRoutes } },
  logged: {
    redirects: { table: tables.redirects, sent: ["targetKind", "force"] },
    "not-found-log": { table: tables.notFoundHits },
  },
  personalData: {
    redirects: none("Gli indirizzi del sito reindirizzati e il nome di chi li ha scritti."),
    not_found_hits: none(
      "Gli indirizzi non trovati con i conteggi e la pagina di provenienza senza parametri; nessun dato del visitatore.",
    ),
  },
});
