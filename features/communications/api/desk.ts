import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { deskMessages, deskCommunicationSchema } from "#features/support-desk/desk.schema";
import { deleteDeskCommunication, listDeskCommunications, sendCommunication } from "../desk.server";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import {
  notFound,
  portalBodyLimit,
  ruleErrorResponse,
} from "#features/customer-portal/api/portal-http";

/**
 * Communications to customers, behind requireAdmin:
 *   GET    /     every communication (one row per recipient), newest first, with customer name
 *   POST   /     { customerId | 'all', title, content, type } -> 201 the rows created; one
 *                e-mail per recipient through the outbox, in the same transaction
 *   DELETE /:id  204
 */
export function adminCommunicationRoutes({ db, env, mail }: Deps) {
  const links = { siteUrl: env.siteUrl };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listDeskCommunications(db)))
    .post("/", portalBodyLimit, async (c) => {
      const body = await readValidBody(c, deskCommunicationSchema);
      if (!body.ok) return body.response;
      try {
        const created = await sendCommunication(db, c.get("admin").id, body.value, links);
        mail.kick();
        return c.json(created, 201);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      const deleted = id !== null && (await deleteDeskCommunication(db, id));
      return deleted ? c.body(null, 204) : notFound(c, deskMessages.communicationNotFound);
    });
}
