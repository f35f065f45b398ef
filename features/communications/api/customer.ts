import type { Deps } from "#server/context";
import { apiRoutes, idParam, jsonAnswer, routeKit, foundOr404 } from "#server/http/openapi";
import { portalCommunicationSchema } from "#features/customer-portal/portal-views";
import { listOwnCommunications, markOwnCommunicationRead } from "../customer.server";
import { communicationMessages } from "../customer.schema";

const route = routeKit(["Area clienti"]);

/**
 * Comunicazioni:
 *   GET /           the company's messages to the customer, newest first
 *   PUT /:id/read   marks one as read -> 200 the message; 404 if not the customer's
 */
export function customerCommunicationRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      route.get("/", "Le comunicazioni al cliente", {
        responses: { 200: jsonAnswer(portalCommunicationSchema.array(), "Le comunicazioni") },
      }),
      async (c) => c.json(await listOwnCommunications(db, c.get("customer").id), 200),
    )
    .openapi(
      route.put("/{id}/read", "Segna una comunicazione come letta", {
        request: { params: idParam(communicationMessages.notFound) },
        responses: { 200: jsonAnswer(portalCommunicationSchema, "La comunicazione") },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const row = await markOwnCommunicationRead(db, c.get("customer").id, id);
        return foundOr404(c, row, communicationMessages.notFound);
      },
    );
}
