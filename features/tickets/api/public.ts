import type { Deps } from "#server/context";
import { streamedBody } from "#server/http/body-limit";
import { jsonBodyLimit } from "#server/http/json-body";
import { routeKit } from "#server/http/openapi";
import { honeypotFilled, publicFormAnswers, publicFormRoutes } from "#server/http/public-form";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { HONEYPOT_FIELD } from "#features/contact/contact-fields";
import { publicTicketSchema, TICKET_RECEIVED } from "../public.schema";
import { createPublicTicket } from "../public.server";
import { readTicketForm, ticketFormAnswers, ticketFormBody } from "../ticket-form.server";
import { withAttachments } from "../ticket-attachments.server";

/**
 * POST /api/tickets: the support ticket dialog of /area-clienti (../shared/spec/back-office.md §7).
 * Rate limited per IP; a filled honeypot gets the same 201 but nothing is stored or sent. The
 * ticket is stored and the company's mail queued in one transaction, then the worker is woken.
 * Answers 201 { id, message }.
 * POST /api/tickets/with-attachments: the same form as multipart/form-data with up to 5 files in
 * `attachments` (decision 066), under the same rate limit; the files are stored with the ticket
 * or, when anything is refused, nothing is.
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
  }).openapi(
    routeKit(["Ticket"]).post(
      "/with-attachments",
      "Ticket di assistenza con allegati (multipart/form-data; campo esca 'website' vuoto)",
      {
        middleware: [rateLimit(deps.rateLimits, rateLimitRules.tickets), streamedBody()],
        request: ticketFormBody(publicTicketSchema, "I campi del ticket e i file"),
        responses: { ...publicFormAnswers("Ticket salvato"), ...ticketFormAnswers },
      },
    ),
    async (c) => {
      const form = await readTicketForm(c, publicTicketSchema);
      // A filled honeypot gets the answer of a real submission, whatever else the form holds.
      if (honeypotFilled(form.fields?.[HONEYPOT_FIELD])) {
        deps.logger.info("ticket form honeypot filled: submission discarded");
        return c.json({ message: TICKET_RECEIVED }, 201);
      }
      if (!form.ok) return form.response as never;
      const { id } = await withAttachments(deps.storage, form.files, (attach) =>
        createPublicTicket(
          deps.db,
          form.input,
          { mailTo: deps.env.MAIL_TO, env: deps.env },
          attach,
        ),
      );
      deps.mail.kick();
      return c.json({ id, message: TICKET_RECEIVED }, 201);
    },
  );
