import type { Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import {
  apiRoutes,
  errorAnswer,
  idParam,
  idSchema,
  jsonAnswer,
  jsonBody,
  noContent,
  routeKit,
  foundOr404,
  noContentOr404,
} from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { noteChange, withChange } from "#features/activity/activity.server";
import { customerMessages } from "../customers.schema";
import {
  customerNoteMessages,
  customerNoteSchema,
  customerNoteViewSchema,
  customerPageSchema,
  NOTES_ENTITY,
} from "../customer-page.schema";
import { loadCustomerPage } from "../customer-page.server";
import {
  addCustomerNote,
  deleteCustomerNote,
  readCustomerNote,
  updateCustomerNote,
  type NoteViewer,
} from "../customer-notes.server";

const route = routeKit(["Clienti"]);

const viewerOf = (c: Context<AppEnv>): NoteViewer => {
  const admin = c.get("admin");
  return { id: admin.id, role: admin.role };
};

const forbidden = {
  403: errorAnswer("Solo chi ha scritto la nota o un Amministratore può modificarla"),
};

/**
 * One customer's page (issue 26, decision 069), mounted under /customers:
 *   GET    /{id}/page                 -> the customer and every section (services, tickets,
 *                                        requests, communications, mails, activity, notes), the
 *                                        latest 10 of each with its total; a section of an area
 *                                        the role may not use is null
 *   POST   /{id}/notes { text }       -> 201 a new internal note, by the signed-in user
 *   PATCH  /{id}/notes/{noteId} { text } -> the note changed (its author or an Amministratore: 403
 *                                        otherwise)
 *   DELETE /{id}/notes/{noteId}       -> 204 (same rule)
 * The notes are plain text, never read by a customer route; each write is an entry of the
 * activity log (entity "customer-notes").
 */
export function customerPageRoutes({ db }: Deps) {
  const customerParams = idParam(customerMessages.notFound);
  const noteParams = z.object({
    id: idSchema(customerNoteMessages.notFound),
    noteId: idSchema(customerNoteMessages.notFound),
  });
  const note = jsonAnswer(customerNoteViewSchema, "La nota");
  const stored = (customerId: number, noteId: number) => ({
    entity: NOTES_ENTITY,
    entityId: noteId,
    read: () => readCustomerNote(db, customerId, noteId),
  });
  return apiRoutes()
    .openapi(
      route.get("/{id}/page", "La pagina di un cliente: dati, servizi, ticket, richieste e note", {
        request: { params: customerParams },
        responses: { 200: jsonAnswer(customerPageSchema, "Il cliente e le sezioni della pagina") },
      }),
      async (c) => {
        const page = await loadCustomerPage(db, c.req.valid("param").id, viewerOf(c));
        return foundOr404(c, page, customerMessages.notFound);
      },
    )
    .openapi(
      route.post("/{id}/notes", "Aggiunge una nota interna sul cliente (mai visibile al cliente)", {
        request: { params: customerParams, ...jsonBody(customerNoteSchema) },
        responses: { 201: note },
      }),
      async (c) => {
        const customerId = c.req.valid("param").id;
        const added = await addCustomerNote(db, customerId, viewerOf(c), c.req.valid("json"));
        if (added) {
          const after = await readCustomerNote(db, customerId, added.id);
          noteChange({ entity: NOTES_ENTITY, action: "create", before: null, after });
        }
        return foundOr404(c, added, customerMessages.notFound, 201);
      },
    )
    .openapi(
      route.patch("/{id}/notes/{noteId}", "Modifica una nota interna", {
        request: { params: noteParams, ...jsonBody(customerNoteSchema) },
        responses: { 200: note, ...forbidden },
      }),
      async (c) => {
        const { id, noteId } = c.req.valid("param");
        const changed = await withChange({ ...stored(id, noteId), action: "update" }, () =>
          updateCustomerNote(db, id, noteId, viewerOf(c), c.req.valid("json")),
        );
        return foundOr404(c, changed, customerNoteMessages.notFound);
      },
    )
    .openapi(
      route.delete("/{id}/notes/{noteId}", "Elimina una nota interna", {
        request: { params: noteParams },
        responses: { ...noContent, ...forbidden },
      }),
      async (c) => {
        const { id, noteId } = c.req.valid("param");
        const deleted = await withChange(stored(id, noteId), () =>
          deleteCustomerNote(db, id, noteId, viewerOf(c)),
        );
        return noContentOr404(c, deleted, customerNoteMessages.notFound);
      },
    );
}
