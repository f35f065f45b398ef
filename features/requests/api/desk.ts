import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import {
  cancellationDecisionSchema,
  deskMessages,
  infoAnswerSchema,
} from "#features/support-desk/desk.schema";
import {
  answerInfoRequest,
  decideCancellationRequest,
  listDeskCancellationRequests,
  listDeskInfoRequests,
} from "../desk.server";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import {
  notFound,
  portalBodyLimit,
  ruleErrorResponse,
} from "#features/customer-portal/api/portal-http";

/**
 * Info requests, behind requireAdmin (mounted at /info-requests):
 *   GET /      pending first, then newest
 *   PUT /:id   { adminResponse, status: 'answered' } -> the request; the customer gets the answer
 *              by e-mail; a request already answered: 400
 */
export function adminInfoRequestRoutes({ db, env, mail }: Deps) {
  const links = { siteUrl: env.siteUrl };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listDeskInfoRequests(db)))
    .put("/:id", portalBodyLimit, async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c, deskMessages.infoNotFound);
      const body = await readValidBody(c, infoAnswerSchema);
      if (!body.ok) return body.response;
      try {
        const request = await answerInfoRequest(db, id, body.value, links);
        if (!request) return notFound(c, deskMessages.infoNotFound);
        mail.kick();
        return c.json(request);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    });
}

/**
 * Cancellation requests, behind requireAdmin (mounted at /cancellation-requests):
 *   GET /      pending first, then newest
 *   PUT /:id   { decision: 'approved' | 'rejected', adminNotes } -> the request; approving sets
 *              the service to 'cancelled' in the same transaction; the customer gets the outcome
 *              by e-mail; a request that is not pending: 400
 */
export function adminCancellationRequestRoutes({ db, env, mail }: Deps) {
  const links = { siteUrl: env.siteUrl };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listDeskCancellationRequests(db)))
    .put("/:id", portalBodyLimit, async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c, deskMessages.cancellationNotFound);
      const body = await readValidBody(c, cancellationDecisionSchema);
      if (!body.ok) return body.response;
      try {
        const request = await decideCancellationRequest(db, id, body.value, links);
        if (!request) return notFound(c, deskMessages.cancellationNotFound);
        mail.kick();
        return c.json(request);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
    });
}
