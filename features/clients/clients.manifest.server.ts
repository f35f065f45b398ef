import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./clients.table";
import { clientRoutes } from "./api/public";
import { adminClientRoutes } from "./api/admin";

/** The clients' references: table, API mounts, page cache (decision 055). */
export const clientsServer = defineServerEntity({
  id: "clients",
  tables,
  public: { "/clients": { routes: clientRoutes, cached: ["/"] } },
  admin: { "/clients": { area: "clients", routes: adminClientRoutes } },
  logged: { clients: { table: tables.clients } },
  personalData: { clients: none("Nomi delle aziende clienti mostrate come referenze.") },
});
