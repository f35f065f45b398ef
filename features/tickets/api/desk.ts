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
import { streamedBody } from "#server/http/body-limit";
import {
  attachmentDownload,
  attachmentParams,
  readTicketForm,
  ticketFormAnswers,
  ticketFormBody,
} from "../ticket-form.server";
import {
  attachmentResponse,
  findTicketAttachment,
  withAttachments,
} from "../ticket-attachments.server";
import { attachmentMessages } from "../ticket-attachment-rules";

const tags = ["Supporto: ticket"];
const route = routeKit(tags, { bodyLimit: portalBodyLimit });
/** The reply with files: its body is read by the handler, with its own caps. */
const upload = routeKit(tags);

/** A checkbox of a form: "true" or "on" when ticked, absent when not. */
const checked = (value: string | undefined) => value === "true" || value === "on";

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
 *   POST  /:id/messages/with-attachments   the same as multipart/form-data with up to 5 files in
 *                                          `attachments` (decision 066)
 *   GET   /:id/attachments/:attachmentId   a file of the ticket, as a download
 *   PATCH /:id { status?, priority?, assignedToAdmin? }  the updated ticket (closing records
 *                                          when, by the staff; another status clears it)
 * Unknown or non-numeric ids: 404 { message: 'Ticket non trovato' }.
 */
export function adminTicketRoutes({ db, env, mail, storage }: Deps) {
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
      upload.post(
        "/{id}/messages/with-attachments",
        "Risponde o aggiunge una nota interna con allegati (multipart/form-data)",
        {
          middleware: [streamedBody()],
          request: {
            params,
            ...ticketFormBody(deskReplySchema, "Il messaggio, la nota interna ('true') e i file"),
          },
          responses: {
            201: jsonAnswer(
              z.object({ ticket: deskTicketThreadSchema, mailed: z.boolean() }),
              "Il ticket aggiornato e se la risposta è stata spedita",
            ),
            ...ticketFormAnswers,
          },
        },
      ),
      async (c) => {
        const id = c.req.valid("param").id;
        const form = await readTicketForm(c, deskReplySchema, (fields) => ({
          message: fields.message,
          isInternal: checked(fields.isInternal),
        }));
        if (!form.ok) return form.response as never;
        const reply = form.input;
        const links = await deskMailLinks(db, env.siteUrl);
        const files = form.files.map((file) => file.fileName);
        const result = await withAttachments(storage, form.files, (attach) =>
          withChange({ ...stored(id), added: { ...reply, attachments: files } }, () =>
            addDeskMessage(db, c.get("admin").id, id, reply, links, env, attach),
          ),
        );
        if (!result) return c.json({ message: deskMessages.ticketNotFound }, 404);
        if (result.mailed) mail.kick();
        return c.json(result, 201);
      },
    )
    .openapi(
      route.get("/{id}/attachments/{attachmentId}", "Scarica un allegato del ticket", {
        request: { params: attachmentParams(deskMessages.ticketNotFound) },
        responses: { 200: attachmentDownload },
      }),
      async (c) => {
        const { id, attachmentId } = c.req.valid("param");
        const row = await findTicketAttachment(db, { ticketId: id, attachmentId });
        const download = row ? await attachmentResponse(storage, row) : null;
        return (download ?? c.json({ message: attachmentMessages.notFound }, 404)) as never;
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
