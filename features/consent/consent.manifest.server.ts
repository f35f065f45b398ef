import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./consent.table";
import { consentRoutes } from "./api/public";

/** The cookie consent records (decision 055). */
export const consentServer = defineServerEntity({
  id: "consent",
  tables,
  public: { "/consent": { routes: consentRoutes } },
  personalData: {
    consent_records: none(
      "Prova del consenso ai cookie: scelta, versione e data legate a un identificativo casuale del browser; nessun IP, user agent, e-mail o collegamento a una persona.",
    ),
  },
});
