import type { Deps } from "#server/context";
import {
  apiRoutes,
  foundOr404,
  idParam,
  jsonAnswer,
  jsonBody,
  notFoundAnswer,
  routeKit,
} from "#server/http/openapi";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import { deskMailLinks } from "#features/support-desk/desk-mail-links.server";
import {
  hourMovementSchema,
  hoursMessages,
  hourWriteSchema,
  serviceHoursSchema,
  ticketHoursSchema,
} from "../hours.schema";
import {
  addHourMovement,
  deleteHourMovement,
  getServiceHours,
  getTicketHours,
} from "../hours.server";

const route = routeKit(["Supporto: monte ore"], { bodyLimit: portalBodyLimit });

/**
 * The monte ore at the desk (decision 068), behind requireAdmin (area 'hours': Amministratore
 * and Assistenza):
 *   GET    /services/{id}   a package: balance and movements (404: no package)
 *   GET    /tickets/{id}    the ticket's customer's packages and the time logged on the ticket
 *   POST   /                a movement { serviceId, ticketId?, kind, duration, workDate, note }
 *                           -> 201 { movement, balance, mailed }
 *   DELETE /{id}            removes a movement, its time given back -> { balance }
 */
export function adminHoursRoutes({ db, env, mail }: Deps) {
  return apiRoutes()
    .openapi(
      route.get("/services/{id}", "Saldo e movimenti di un pacchetto ore", {
        request: { params: idParam(hoursMessages.serviceNotFound) },
        responses: { 200: jsonAnswer(serviceHoursSchema, "Il pacchetto") },
      }),
      async (c) =>
        foundOr404(
          c,
          await getServiceHours(db, c.req.valid("param").id),
          hoursMessages.serviceNotFound,
        ),
    )
    .openapi(
      route.get("/tickets/{id}", "I pacchetti ore del cliente del ticket e il tempo registrato", {
        request: { params: idParam(hoursMessages.ticketNotFound) },
        responses: { 200: jsonAnswer(ticketHoursSchema, "Pacchetti e movimenti del ticket") },
      }),
      async (c) =>
        foundOr404(
          c,
          await getTicketHours(db, c.req.valid("param").id),
          hoursMessages.ticketNotFound,
        ),
    )
    .openapi(
      route.post("/", "Registra tempo, una ricarica o una correzione", {
        request: jsonBody(hourMovementSchema),
        responses: {
          201: jsonAnswer(hourWriteSchema, "Il movimento e il saldo dopo"),
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const admin = c.get("admin");
        const result = await addHourMovement(
          db,
          { id: admin.id, name: admin.name || admin.username },
          c.req.valid("json"),
          { links: await deskMailLinks(db, env.siteUrl), mailTo: env.MAIL_TO },
        );
        if (result.mailed) mail.kick();
        return c.json(result, 201);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina un movimento (il tempo torna nel saldo)", {
        request: { params: idParam(hoursMessages.movementNotFound) },
        responses: { 200: jsonAnswer(hourWriteSchema, "Il saldo dopo") },
      }),
      async (c) =>
        foundOr404(
          c,
          await deleteHourMovement(db, c.req.valid("param").id),
          hoursMessages.movementNotFound,
        ),
    );
}
