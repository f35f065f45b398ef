import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { foundOr404, idParam, jsonAnswer, routeKit } from "#server/http/openapi";
import { cannedReplies } from "../canned-replies.table";
import {
  cannedRepliesMessages,
  cannedRepliesRecordSchema,
  cannedRepliesSchema,
  filledReplySchema,
} from "../canned-replies.schema";
import {
  cannedRepliesListQuery,
  createCannedReplies,
  deleteCannedReplies,
  listCannedRepliesPage,
  repliesForTicket,
  updateCannedReplies,
} from "../canned-replies.server";

const route = routeKit(["Risposte predefinite"]);

/**
 * /api/admin/canned-replies (behind requireAdmin, area 'canned-replies': Amministratore and
 * Assistenza): the paged list, create, replace and delete; and
 *   GET /for-ticket/{id}   every reply with the ticket's customer's first name filled in
 */
export function adminCannedRepliesRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: cannedReplies,
    tag: "Risposte predefinite",
    one: "una risposta predefinita",
    item: cannedRepliesRecordSchema,
    body: cannedRepliesSchema,
    notFound: cannedRepliesMessages.notFound,
    update: "put",
    list: pagedList(cannedRepliesListQuery, listCannedRepliesPage),
    create: createCannedReplies,
    change: updateCannedReplies,
    remove: deleteCannedReplies,
  }).openapi(
    route.get("/for-ticket/{id}", "Le risposte predefinite con il nome del cliente del ticket", {
      request: { params: idParam(cannedRepliesMessages.ticketNotFound) },
      responses: {
        200: jsonAnswer(filledReplySchema.array(), "Le risposte, con il nome inserito"),
      },
    }),
    async (c) =>
      foundOr404(
        c,
        await repliesForTicket(db, c.req.valid("param").id),
        cannedRepliesMessages.ticketNotFound,
      ),
  );
}
