import type { Deps } from "#server/context";
import { jsonBodyLimit } from "#server/http/json-body";
import { honeypot, publicFormAnswers } from "#server/http/public-form";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { apiRoutes, jsonBody, routeKit } from "#server/http/openapi";
import { publicTicketSchema, TICKET_RECEIVED } from "../public.schema";
import { createPublicTicket } from "../public.server";

const route = routeKit(["Ticket"]);

/**
 * POST /api/tickets: the support ticket dialog of /area-clienti (back-office.md section 7).
 * Rate limited per IP; a filled honeypot gets the same 201 but nothing is stored or sent. The
 * ticket is stored and the company's mail queued in one transaction, then the worker is woken.
 * Answers 201 { id, message }.
 */
export function ticketRoutes({ db, env, logger, mail, rateLimits }: Deps) {
  return apiRoutes().openapi(
    route.post("/", "Ticket di assistenza dalla pagina Area Clienti (campo esca 'website' vuoto)", {
      middleware: [
        rateLimit(rateLimits, rateLimitRules.tickets),
        jsonBodyLimit(64),
        honeypot(logger, "ticket", TICKET_RECEIVED),
      ],
      request: jsonBody(publicTicketSchema),
      responses: publicFormAnswers("Ticket salvato"),
    }),
    async (c) => {
      const { id } = await createPublicTicket(db, c.req.valid("json"), { mailTo: env.MAIL_TO });
      mail.kick();
      return c.json({ id, message: TICKET_RECEIVED }, 201);
    },
  );
}
