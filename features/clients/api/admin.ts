import type { Deps } from "#server/context";
import { crudRoutes } from "#server/http/crud-routes";
import { clientMessages, clientRecordSchema, clientSchema } from "../clients.schema";
import { createClient, deleteClient, updateClient } from "../clients.server";

/**
 * /api/admin/clients (behind requireAdmin): create, replace and delete a client reference.
 * The list is the public GET /api/clients (every client, featured or not).
 */
export function adminClientRoutes({ db }: Deps) {
  return crudRoutes(db, {
    tag: "Referenze",
    one: "una referenza",
    item: clientRecordSchema,
    body: clientSchema,
    notFound: clientMessages.notFound,
    update: "put",
    create: createClient,
    change: updateClient,
    remove: deleteClient,
  });
}
