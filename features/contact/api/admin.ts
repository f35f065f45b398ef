import { z } from "#features/shared/zod";
import type { Deps } from "#server/context";
import {
  apiRoute,
  apiRoutes,
  idParam,
  jsonAnswer,
  noContent,
  notFoundAnswer,
} from "#server/http/openapi";
import { deleteContactMessage, listContactMessages, markContactRead } from "../contact.server";
import { CONTACT_NOT_FOUND, type AdminContact } from "../contact-inbox";

const tags = ["Contatti"];

/** A message as the admin API gives it (the inbox's AdminContact, kept in step by satisfies). */
const adminContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  budget: z.string().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodType<AdminContact>;

/**
 * The contacts inbox (back-office.md section 7 "Contacts"), behind requireAdmin:
 *   GET    /            -> every message, newest first
 *   PUT    /:id/read    -> the message, now read (idempotent; no way back to unread)
 *   DELETE /:id         -> 204
 * Unknown or non-numeric ids: 404 { message: 'Contatto non trovato' }.
 */
export function adminContactRoutes({ db }: Deps) {
  const notFound = { message: CONTACT_NOT_FOUND };
  const params = idParam(CONTACT_NOT_FOUND);
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary: "I messaggi ricevuti, i più recenti prima",
        responses: { 200: jsonAnswer(adminContactSchema.array(), "I messaggi") },
      }),
      async (c) => c.json(await listContactMessages(db), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}/read",
        tags,
        summary: "Segna un messaggio come letto",
        request: { params },
        responses: { 200: jsonAnswer(adminContactSchema, "Il messaggio"), ...notFoundAnswer },
      }),
      async (c) => {
        const contact = await markContactRead(db, c.req.valid("param").id);
        return contact ? c.json(contact, 200) : c.json(notFound, 404);
      },
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tags,
        summary: "Elimina un messaggio",
        request: { params },
        responses: { ...noContent, ...notFoundAnswer },
      }),
      async (c) =>
        (await deleteContactMessage(db, c.req.valid("param").id))
          ? c.body(null, 204)
          : c.json(notFound, 404),
    );
}
