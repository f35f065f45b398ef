import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { listOwnCommunications, markOwnCommunicationRead } from "../customer.server";
import { communicationMessages } from "../customer.schema";
import { routeId } from "#server/http/route-params";
import { notFound } from "#features/customer-portal/api/portal-http";

/**
 * Comunicazioni:
 *   GET /           the company's messages to the customer, newest first
 *   PUT /:id/read   marks one as read -> 200 the message; 404 if not the customer's
 */
export function customerCommunicationRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listOwnCommunications(db, c.get("customer").id)))
    .put("/:id/read", async (c) => {
      const id = routeId(c);
      const row = id === null ? null : await markOwnCommunicationRead(db, c.get("customer").id, id);
      return row ? c.json(row) : notFound(c, communicationMessages.notFound);
    });
}
