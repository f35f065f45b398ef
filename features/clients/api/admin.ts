import { clients } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { clientMessages, clientRecordSchema, clientSchema } from "../clients.schema";
import {
  clientListQuery,
  createClient,
  deleteClient,
  listClientPage,
  updateClient,
} from "../clients.server";

/**
 * /api/admin/clients (behind requireAdmin): the paged list (search, sort; decision 023), create,
 * replace and delete a client reference. The public GET /api/clients stays the whole list.
 */
export function adminClientRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: clients,
    tag: "Referenze",
    one: "una referenza",
    item: clientRecordSchema,
    body: clientSchema,
    notFound: clientMessages.notFound,
    update: "put",
    list: pagedList(clientListQuery, listClientPage),
    create: createClient,
    change: updateClient,
    remove: deleteClient,
  });
}
