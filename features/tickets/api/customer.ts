import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import {
  createOwnTicket,
  getOwnTicket,
  listOwnTickets,
  replyToOwnTicket,
} from "../customer.server";
import { customerTicketSchema, ticketMessageSchema, ticketMessages } from "../customer.schema";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import {
  notFound,
  portalBodyLimit,
  ruleErrorResponse,
} from "#features/customer-portal/api/portal-http";

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
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listOwnTickets(db, c.get("customer").id)))
    .get("/:id", async (c) => {
      const id = routeId(c);
      const ticket = id === null ? null : await getOwnTicket(db, c.get("customer").id, id);
      return ticket ? c.json(ticket) : notFound(c, ticketMessages.notFound);
    })
    .post("/", portalBodyLimit, async (c) => {
      const body = await readValidBody(c, customerTicketSchema);
      if (!body.ok) return body.response;
      try {
        const ticket = await createOwnTicket(db, c.get("customer").id, body.value, {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(ticket, 201);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    })
    .post("/:id/messages", portalBodyLimit, async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c, ticketMessages.notFound);
      const body = await readValidBody(c, ticketMessageSchema);
      if (!body.ok) return body.response;
      const ticket = await replyToOwnTicket(db, c.get("customer").id, id, body.value.message, {
        mailTo: env.MAIL_TO,
      });
      if (!ticket) return notFound(c, ticketMessages.notFound);
      mail.kick();
      return c.json(ticket, 201);
    });
}
