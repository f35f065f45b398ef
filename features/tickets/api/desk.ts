import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import {
  deskMessages,
  deskReplySchema,
  deskTicketFiltersSchema,
  deskTicketUpdateSchema,
} from "#features/support-desk/desk.schema";
import { addDeskMessage, getDeskTicket, listDeskTickets, updateDeskTicket } from "../desk.server";
import { readValidBody, validationError } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import {
  notFound,
  portalBodyLimit,
  ruleErrorResponse,
} from "#features/customer-portal/api/portal-http";

/**
 * The ticket desk (issue 5 point 6), behind requireAdmin:
 *   GET   /?status=&priority=&customerId=  every ticket (public ones too), latest activity first
 *   GET   /:id                             the ticket and its thread, internal notes marked
 *   POST  /:id/messages { message, isInternal }
 *                                          201 { ticket, mailed }; a reply that is not internal
 *                                          is mailed to the customer (or the public sender) and
 *                                          moves an open ticket to in_progress
 *   PATCH /:id { status?, priority?, assignedToAdmin? }  the updated ticket
 * Unknown or non-numeric ids: 404 { message: 'Ticket non trovato' }.
 */
export function adminTicketRoutes({ db, env, mail }: Deps) {
  const links = { siteUrl: env.siteUrl };
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const filters = deskTicketFiltersSchema.safeParse(c.req.query());
      if (!filters.success) return validationError(c, filters.error);
      return c.json(await listDeskTickets(db, filters.data));
    })
    .get("/:id", async (c) => {
      const id = routeId(c);
      const ticket = id === null ? null : await getDeskTicket(db, id);
      return ticket ? c.json(ticket) : notFound(c, deskMessages.ticketNotFound);
    })
    .post("/:id/messages", portalBodyLimit, async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c, deskMessages.ticketNotFound);
      const body = await readValidBody(c, deskReplySchema);
      if (!body.ok) return body.response;
      const result = await addDeskMessage(db, c.get("admin").id, id, body.value, links);
      if (!result) return notFound(c, deskMessages.ticketNotFound);
      if (result.mailed) mail.kick();
      return c.json(result, 201);
    })
    .patch("/:id", portalBodyLimit, async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c, deskMessages.ticketNotFound);
      const body = await readValidBody(c, deskTicketUpdateSchema);
      if (!body.ok) return body.response;
      try {
        const ticket = await updateDeskTicket(db, id, body.value);
        return ticket ? c.json(ticket) : notFound(c, deskMessages.ticketNotFound);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    });
}
