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
import {
  portalTicketSchema,
  portalTicketThreadSchema,
} from "#features/customer-portal/portal-views";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  createOwnTicket,
  getOwnTicket,
  listOwnTickets,
  replyToOwnTicket,
} from "../customer.server";
import { customerTicketSchema, ticketMessageSchema, ticketMessages } from "../customer.schema";

const route = routeKit(["Area clienti: supporto"], { bodyLimit: portalBodyLimit });

/**
 * Supporto Tecnico (all behind requireCustomer, only the customer's own tickets):
 *   GET  /              the tickets, latest activity first, with the visible message count
 *   GET  /:id           the ticket and its thread (no internal notes); 404 if not the customer's
 *   POST /              { title, description, category, priority, serviceId? } -> 201 thread;
 *                       the company gets a mail (MAIL_TO) through the outbox
 *   POST /:id/messages  { message } -> 201 thread; a closed ticket is opened again; mail to the
 *                       company
 */
export function customerTicketRoutes({ db, env, mail }: Deps) {
  const params = idParam(ticketMessages.notFound);
  const thread = jsonAnswer(portalTicketThreadSchema, "Il ticket con i messaggi visibili");
  return apiRoutes()
    .openapi(
      route.get("/", "I ticket del cliente", {
        responses: { 200: jsonAnswer(portalTicketSchema.array(), "I ticket") },
      }),
      async (c) => c.json(await listOwnTickets(db, c.get("customer").id), 200),
    )
    .openapi(
      route.get("/{id}", "Un ticket con i messaggi", {
        request: { params },
        responses: { 200: thread },
      }),
      async (c) => {
        const ticket = await getOwnTicket(db, c.get("customer").id, c.req.valid("param").id);
        return foundOr404(c, ticket, ticketMessages.notFound);
      },
    )
    .openapi(
      route.post("/", "Apre un ticket", {
        request: jsonBody(customerTicketSchema),
        responses: { 201: thread, ...notFoundAnswer },
      }),
      async (c) => {
        const ticket = await createOwnTicket(db, c.get("customer").id, c.req.valid("json"), {
          mailTo: env.MAIL_TO,
          env,
        });
        mail.kick();
        return c.json(ticket, 201);
      },
    )
    .openapi(
      route.post("/{id}/messages", "Risponde a un ticket (un ticket chiuso viene riaperto)", {
        request: { params, ...jsonBody(ticketMessageSchema) },
        responses: { 201: thread },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const { message } = c.req.valid("json");
        const ticket = await replyToOwnTicket(db, c.get("customer").id, id, message, {
          mailTo: env.MAIL_TO,
          env,
        });
        if (!ticket) return c.json({ message: ticketMessages.notFound }, 404);
        mail.kick();
        return c.json(ticket, 201);
      },
    );
}
