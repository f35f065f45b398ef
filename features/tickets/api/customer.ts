import type { Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { streamedBody } from "#server/http/body-limit";
import {
  apiRoutes,
  errorAnswer,
  foundOr404,
  idParam,
  jsonAnswer,
  jsonBody,
  notFoundAnswer,
  routeKit,
} from "#server/http/openapi";
import { logCustomerWrite } from "#features/activity/activity.server";
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
  setOwnTicketClosed,
} from "../customer.server";
import { customerTicketSchema, ticketMessageSchema, ticketMessages } from "../customer.schema";
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

const tags = ["Area clienti: supporto"];
const route = routeKit(tags, { bodyLimit: portalBodyLimit });
/** The forms with files: their body is read by the handler, with its own caps. */
const upload = routeKit(tags);

/**
 * Supporto Tecnico (all behind requireCustomer, only the customer's own tickets):
 *   GET  /              the tickets, latest activity first, with the visible message count
 *   GET  /:id           the ticket and its thread (no internal notes); 404 if not the customer's
 *   POST /              { title, description, category, priority, serviceId? } -> 201 thread;
 *                       the company gets a mail (MAIL_TO) through the outbox
 *   POST /:id/messages  { message } -> 201 thread; a ticket closed less than 7 days ago is
 *                       opened again, one closed before refused (409); mail to the company
 *   POST /with-attachments, POST /:id/messages/with-attachments
 *                       the same as multipart/form-data with up to 5 files in `attachments`
 *                       (decision 066): 400 names every refused field and file, nothing stored
 *   GET  /:id/attachments/:attachmentId
 *                       a file of the customer's own ticket (not of an internal note), as a
 *                       download; 404 for anyone else's
 *   POST /:id/close, POST /:id/reopen
 *                       the customer closes the ticket, or reopens it within 7 days of its
 *                       closing (409 after); written in the activity log
 */
export function customerTicketRoutes({ db, env, mail, storage }: Deps) {
  const params = idParam(ticketMessages.notFound);
  const thread = jsonAnswer(portalTicketThreadSchema, "Il ticket con i messaggi visibili");
  const closing = (close: boolean) => async (c: Context<AppEnv>) => {
    const customerId = c.get("customer").id;
    const id = Number(c.req.param("id"));
    const change = await setOwnTicketClosed(db, customerId, id, close);
    if (!change) return c.json({ message: ticketMessages.notFound }, 404);
    await logCustomerWrite(db, c, {
      customerId,
      entity: "tickets",
      entityId: id,
      label: change.title,
      changes: { status: { from: change.from, to: change.to } },
    });
    return c.json((await getOwnTicket(db, customerId, id))!, 200);
  };
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
    )
    .openapi(
      upload.post("/with-attachments", "Apre un ticket con allegati (multipart/form-data)", {
        middleware: [streamedBody()],
        request: ticketFormBody(customerTicketSchema, "I campi del ticket e i file"),
        responses: { 201: thread, ...ticketFormAnswers, ...notFoundAnswer },
      }),
      async (c) => {
        const form = await readTicketForm(c, customerTicketSchema);
        if (!form.ok) return form.response as never;
        const ticket = await withAttachments(storage, form.files, (attach) =>
          createOwnTicket(
            db,
            c.get("customer").id,
            form.input,
            { mailTo: env.MAIL_TO, env },
            attach,
          ),
        );
        mail.kick();
        return c.json(ticket, 201);
      },
    )
    .openapi(
      upload.post(
        "/{id}/messages/with-attachments",
        "Risponde a un ticket con allegati (multipart/form-data)",
        {
          middleware: [streamedBody()],
          request: { params, ...ticketFormBody(ticketMessageSchema, "Il messaggio e i file") },
          responses: {
            201: thread,
            ...ticketFormAnswers,
            409: errorAnswer("Chiuso da più di 7 giorni"),
          },
        },
      ),
      async (c) => {
        const { id } = c.req.valid("param");
        const form = await readTicketForm(c, ticketMessageSchema);
        if (!form.ok) return form.response as never;
        const ticket = await withAttachments(storage, form.files, (attach) =>
          replyToOwnTicket(
            db,
            c.get("customer").id,
            id,
            form.input.message,
            { mailTo: env.MAIL_TO, env },
            attach,
          ),
        );
        if (!ticket) return c.json({ message: ticketMessages.notFound }, 404);
        mail.kick();
        return c.json(ticket, 201);
      },
    )
    .openapi(
      route.get("/{id}/attachments/{attachmentId}", "Scarica un allegato di un proprio ticket", {
        request: { params: attachmentParams(ticketMessages.notFound) },
        responses: { 200: attachmentDownload, ...notFoundAnswer },
      }),
      async (c) => {
        const { id, attachmentId } = c.req.valid("param");
        const row = await findTicketAttachment(db, {
          ticketId: id,
          attachmentId,
          customerId: c.get("customer").id,
        });
        const download = row ? await attachmentResponse(storage, row) : null;
        return (download ?? c.json({ message: attachmentMessages.notFound }, 404)) as never;
      },
    )
    .openapi(
      route.post("/{id}/close", "Chiude un proprio ticket (si può riaprire entro 7 giorni)", {
        request: { params },
        responses: { 200: thread, 409: errorAnswer("Il ticket è già chiuso") },
      }),
      closing(true) as never,
    )
    .openapi(
      route.post("/{id}/reopen", "Riapre un proprio ticket chiuso da non più di 7 giorni", {
        request: { params },
        responses: {
          200: thread,
          409: errorAnswer("Il ticket non è chiuso, o è chiuso da più di 7 giorni"),
        },
      }),
      closing(false) as never,
    );
}
