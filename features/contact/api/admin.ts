import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { routeId } from "#server/http/route-params";
import { deleteContactMessage, listContactMessages, markContactRead } from "../contact.server";
import { CONTACT_NOT_FOUND } from "../contact-inbox";

/**
 * The contacts inbox (back-office.md section 7 "Contacts"), behind requireAdmin:
 *   GET    /            -> every message, newest first
 *   PUT    /:id/read    -> the message, now read (idempotent; no way back to unread)
 *   DELETE /:id         -> 204
 * Unknown or non-numeric ids: 404 { message: 'Contatto non trovato' }.
 */
export function adminContactRoutes({ db }: Deps) {
  const notFound = { message: CONTACT_NOT_FOUND };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listContactMessages(db)))
    .put("/:id/read", async (c) => {
      const id = routeId(c);
      const contact = id === null ? null : await markContactRead(db, id);
      return contact ? c.json(contact) : c.json(notFound, 404);
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      const deleted = id !== null && (await deleteContactMessage(db, id));
      return deleted ? c.body(null, 204) : c.json(notFound, 404);
    });
}
