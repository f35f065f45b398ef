import type { Deps } from "#server/context";
import { jsonBodyLimit } from "#server/http/json-body";
import { publicFormRoutes } from "#server/http/public-form";
import { rateLimitRules } from "#server/http/rate-limit";
import { publicTicketSchema, TICKET_RECEIVED } from "../public.schema";
import { createPublicTicket } from "../public.server";

/**
 * POST /api/tickets: the support ticket dialog of /area-clienti (../shared/spec/back-office.md §7).
 * Rate limited per IP; a filled honeypot gets the same 201 but nothing is stored or sent. The
 * ticket is stored and the company's mail queued in one transaction, then the worker is woken.
 * Answers 201 { id, message }.
 */
export const ticketRoutes = (deps: Deps) =>
  publicFormRoutes(deps, {
    tag: "Ticket",
    summary: "Ticket di assistenza dalla pagina Area Clienti (campo esca 'website' vuoto)",
    form: "ticket",
    rule: rateLimitRules.tickets,
    bodyLimit: jsonBodyLimit(64),
    body: publicTicketSchema,
    saved: "Ticket salvato",
    message: TICKET_RECEIVED,
    store: createPublicTicket,
  });
