import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import {
  apiRoutes,
  idParam,
  jsonAnswer,
  jsonBody,
  routeKit,
  foundOr404,
} from "#server/http/openapi";
import { listPage } from "#server/http/list-query";
import {
  deskMessages,
  deskReplySchema,
  deskTicketCreateSchema,
  deskTicketUpdateSchema,
} from "#features/support-desk/desk.schema";
import { deskTicketSchema, deskTicketThreadSchema } from "#features/support-desk/desk-views";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  addDeskMessage,
  createDeskTicket,
  getDeskTicket,
  listDeskTicketPage,
  ticketListQuery,
  updateDeskTicket,
} from "../desk.server";
import { deskMailLinks } from "#features/support-desk/desk-mail-links.server";
import { noteChange, withChange } from "#features/activity/activity.server";
import { readRow } from "#db/rows";
import { customerTickets } from "../tickets.table";

const route = routeKit(["Supporto: ticket"], { bodyLimit: portalBodyLimit });

/**
 * The ticket desk (issue 5 point 6), behind requireAdmin:
 *   GET   /?q=&sort=&dir=&page=&status=&priority=&customerId=&awaiting=1
 *                                          one page of tickets (public ones too), latest
 *                                          activity first unless sorted (decision 023)
 *   POST  / { customerId, title, description, priority, category?, serviceId? }
 *                                          201 a ticket opened on the customer's behalf (decision
 *                                          069): the description is the admin's first message,
 *                                          the customer is mailed
 *   GET   /:id                             the ticket and its thread, internal notes marked
 *   POST  /:id/messages { message, isInternal }
 *                                          201 { ticket, mailed }; a reply that is not internal
 *                                          is mailed to the customer (or the public sender) and
 *                                          moves an open ticket to in_progress
 *   PATCH /:id { status?, priority?, assignedToAdmin? }  the updated ticket
 * Unknown or non-numeric ids: 404 { message: 'Ticket non trovato' }.
 */
export function adminTicketRoutes({ db, env, mail }: Deps) {
  const params = idParam(deskMessages.ticketNotFound);
  const thread = jsonAnswer(deskTicketThreadSchema, "Il ticket con i messaggi");
  // The ticket as stored, before and after a write, for the activity log (decision 032).
  const stored = (id: number) => ({ entityId: id, read: () => readRow(db, customerTickets, id) });
  return apiRoutes()
    .openapi(
      route.list(
        "/",
        "I ticket: ricerca, filtri (stato, priorità, cliente, in attesa), 25 per pagina",
        { query: ticketListQuery, item: deskTicketSchema, page: "Una pagina di ticket" },
      ),
      listPage(db, listDeskTicketPage),
    )
    .openapi(
      route.post("/", "Apre un ticket per conto di un cliente (il cliente riceve un'email)", {
        request: jsonBody(deskTicketCreateSchema),
        responses: { 201: thread },
      }),
      async (c) => {
        const links = await deskMailLinks(db, env.siteUrl);
        const ticket = await createDeskTicket(
          db,
          c.get("admin").id,
          c.req.valid("json"),
          links,
          env,
        );
        noteChange({ before: null, after: await readRow(db, customerTickets, ticket.id) });
        mail.kick();
        return c.json(ticket, 201);
      },
    )
    .openapi(
      route.get("/{id}", "Un ticket con tutti i messaggi (note interne segnate)", {
        request: { params },
        responses: { 200: thread },
      }),
      async (c) => {
        const ticket = await getDeskTicket(db, c.req.valid("param").id);
        return foundOr404(c, ticket, deskMessages.ticketNotFound);
      },
    )
    .openapi(
      route.post("/{id}/messages", "Risponde o aggiunge una nota interna", {
        request: { params, ...jsonBody(deskReplySchema) },
        responses: {
          201: jsonAnswer(
            z.object({ ticket: deskTicketThreadSchema, mailed: z.boolean() }),
            "Il ticket aggiornato e se la risposta è stata spedita",
          ),
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const reply = c.req.valid("json");
        const links = await deskMailLinks(db, env.siteUrl);
        // The entry shows the reply (or note) beside the ticket's own changes (its status).
        const result = await withChange({ ...stored(id), added: reply }, () =>
          addDeskMessage(db, c.get("admin").id, id, reply, links, env),
        );
        if (!result) return c.json({ message: deskMessages.ticketNotFound }, 404);
        if (result.mailed) mail.kick();
        return c.json(result, 201);
      },
    )
    .openapi(
      route.patch("/{id}", "Cambia stato, priorità o assegnatario", {
        request: { params, ...jsonBody(deskTicketUpdateSchema) },
        responses: { 200: thread },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const ticket = await withChange(stored(id), () =>
          updateDeskTicket(db, id, c.req.valid("json")),
        );
        return foundOr404(c, ticket, deskMessages.ticketNotFound);
      },
    );
}
