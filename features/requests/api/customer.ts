import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import {
  createCancellationRequest,
  createInfoRequest,
  listOwnCancellationRequests,
  listOwnInfoRequests,
} from "../customer.server";
import { cancellationRequestSchema, infoRequestSchema } from "../customer.schema";
import { readValidBody } from "#server/http/json-body";
import { portalBodyLimit, ruleErrorResponse } from "#features/customer-portal/api/portal-http";

/**
 * /api/customer/info-requests:
 *   GET  /   the customer's requests with status and the company's answer (adminResponse)
 *   POST /   { serviceId?, subject, message } -> 201; the service must be the customer's (404);
 *            the company gets a mail
 */
export function customerInfoRequestRoutes({ db, env, mail }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listOwnInfoRequests(db, c.get("customer").id)))
    .post("/", portalBodyLimit, async (c) => {
      const body = await readValidBody(c, infoRequestSchema);
      if (!body.ok) return body.response;
      try {
        const request = await createInfoRequest(db, c.get("customer").id, body.value, {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(request, 201);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    });
}

/**
 * /api/customer/cancellation-requests:
 *   GET  /   the customer's requests with status and adminNotes
 *   POST /   { serviceId, reason } -> 201; the service must be the customer's (404) and active,
 *            with no other pending request (400); the company gets a mail
 */
export function customerCancellationRoutes({ db, env, mail }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listOwnCancellationRequests(db, c.get("customer").id)))
    .post("/", portalBodyLimit, async (c) => {
      const body = await readValidBody(c, cancellationRequestSchema);
      if (!body.ok) return body.response;
      try {
        const request = await createCancellationRequest(db, c.get("customer").id, body.value, {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(request, 201);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    });
}
