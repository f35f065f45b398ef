import { readRow } from "#db/rows";
import type { Deps } from "#server/context";
import { crudRoutes } from "#server/http/crud-routes";
import { foundOr404, idParam, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { withChange } from "#features/activity/activity.server";
import { menuEntries } from "../navigation.table";
import {
  adminMenusSchema,
  menuEntryRecordSchema,
  menuEntrySchema,
  menuMessages,
  moveSchema,
} from "../navigation.schema";
import {
  createMenuEntry,
  deleteMenuEntry,
  listAdminMenus,
  moveMenuEntry,
  updateMenuEntry,
} from "../navigation.server";

const tag = "Menu";
const route = routeKit([tag]);

/**
 * /api/admin/menus (behind requireAdmin, decision 058): every menu with its entries and the
 * pages an entry may lead to; create, replace and delete an entry (a page target must be one of
 * the site's pages); move an entry one place up or down in its menu.
 */
export function adminMenuRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: menuEntries,
    tag,
    one: "una voce di menu",
    item: menuEntryRecordSchema,
    body: menuEntrySchema,
    notFound: menuMessages.notFound,
    update: "put",
    create: createMenuEntry,
    change: updateMenuEntry,
    remove: deleteMenuEntry,
  })
    .openapi(
      route.get("/", "I menu del sito con le loro voci e le pagine che si possono scegliere", {
        responses: { 200: jsonAnswer(adminMenusSchema, "I menu e le pagine") },
      }),
      async (c) => c.json(await listAdminMenus(db), 200),
    )
    .openapi(
      route.post("/{id}/move", "Sposta una voce di un posto su o giù nel suo menu", {
        request: { params: idParam(menuMessages.notFound), ...jsonBody(moveSchema) },
        responses: { 200: jsonAnswer(menuEntryRecordSchema, "La voce spostata") },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const { direction } = c.req.valid("json");
        const moved = await withChange({ read: () => readRow(db, menuEntries, id) }, () =>
          moveMenuEntry(db, id, direction),
        );
        return foundOr404(c, moved as never, menuMessages.notFound);
      },
    );
}
