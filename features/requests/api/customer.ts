import type { Deps } from "#server/context";
import {
  portalCancellationRequestSchema,
  portalInfoThreadSchema,
} from "#features/customer-portal/portal-views";
import { foundOr404, idParam, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import { replyToInfoRequest } from "../info-thread.server";
import {
  createCancellationRequest,
  createInfoRequest,
  listOwnCancellationRequests,
  listOwnInfoRequests,
} from "../customer.server";
import {
  cancellationRequestSchema,
  infoReplySchema,
  infoRequestSchema,
  requestMessages,
} from "../customer.schema";
import { portalRenewalRequestSchema, renewalRequestSchema } from "../renewal.schema";
import { createRenewalRequest, listOwnRenewalRequests } from "../renewal.server";
import { customerRequestRoutes } from "./request-routes";

const route = routeKit(["Area clienti: richieste"], { bodyLimit: portalBodyLimit });

/**
 * /api/customer/info-requests: GET the requests with their conversations; POST { serviceId?,
 * subject, message }, the service, when given, must be the customer's (404);
 * POST /{id}/messages { message }: the customer's reply (decision 068), only on their own
 * request (404 otherwise): the request goes back to pending and the company gets a mail.
 */
export const customerInfoRequestRoutes = (deps: Deps) =>
  customerRequestRoutes(deps, {
    listSummary: "Le richieste di informazioni del cliente, con le conversazioni",
    createSummary: "Invia una richiesta di informazioni",
    view: portalInfoThreadSchema,
    body: infoRequestSchema,
    list: listOwnInfoRequests,
    create: createInfoRequest,
  }).openapi(
    route.post("/{id}/messages", "Risponde alla risposta dello staff", {
      request: { params: idParam(requestMessages.requestNotFound), ...jsonBody(infoReplySchema) },
      responses: { 201: jsonAnswer(portalInfoThreadSchema, "La richiesta con la risposta") },
    }),
    async (c) => {
      const customerId = c.get("customer").id;
      const { id } = c.req.valid("param");
      const done = await replyToInfoRequest(deps.db, customerId, id, c.req.valid("json"), {
        mailTo: deps.env.MAIL_TO,
      });
      if (!done) return c.json({ message: requestMessages.requestNotFound }, 404);
      deps.mail.kick();
      const [request] = await listOwnInfoRequests(deps.db, customerId, id);
      return foundOr404(c, request, requestMessages.requestNotFound, 201);
    },
  );

/**
 * /api/customer/cancellation-requests: POST { serviceId, reason }; the service must be the
 * customer's (404) and active, with no other pending request (400).
 */
export const customerCancellationRoutes = (deps: Deps) =>
  customerRequestRoutes(deps, {
    listSummary: "Le richieste di disdetta del cliente",
    createSummary: "Chiede la disdetta di un servizio",
    view: portalCancellationRequestSchema,
    body: cancellationRequestSchema,
    list: listOwnCancellationRequests,
    create: createCancellationRequest,
  });

/**
 * /api/customer/renewal-requests (decision 033): POST { serviceId }; the service must be the
 * customer's (404), active or expired, with no other pending renewal request (400).
 */
export const customerRenewalRequestRoutes = (deps: Deps) =>
  customerRequestRoutes(deps, {
    listSummary: "Le richieste di rinnovo del cliente",
    createSummary: "Chiede il rinnovo di un servizio",
    view: portalRenewalRequestSchema,
    body: renewalRequestSchema,
    list: listOwnRenewalRequests,
    create: createRenewalRequest,
  });
