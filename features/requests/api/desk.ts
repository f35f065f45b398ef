import type { Deps } from "#server/context";
import {
  cancellationDecisionSchema,
  deskMessages,
  infoAnswerSchema,
  requestDecisionSchema,
} from "#features/support-desk/desk.schema";
import {
  deskCancellationRequestSchema,
  deskInfoRequestSchema,
} from "#features/support-desk/desk-views";
import {
  answerInfoRequest,
  decideCancellationRequest,
  cancellationRequestListQuery,
  infoRequestListQuery,
  listCancellationRequestPage,
  listInfoRequestPage,
} from "../desk.server";
import { deskRenewalRequestSchema, renewalMessages } from "../renewal.schema";
import {
  decideRenewalRequest,
  listRenewalRequestPage,
  renewalRequestListQuery,
} from "../renewal.server";
import { deskRequestRoutes } from "./request-routes";
import { foundOr404, idParam, jsonAnswer, routeKit } from "#server/http/openapi";
import { infoThreadMessageSchema } from "#features/customer-portal/portal-views";
import { infoRequestThread } from "../desk.server";

const route = routeKit(["Supporto: richieste"]);

/**
 * Info requests (mounted at /info-requests): `?status=pending|answered`;
 * PUT /:id { adminResponse, status: 'answered' } (the answer joins the conversation);
 * GET /:id/messages: the conversation after the request (decision 068).
 */
export const adminInfoRequestRoutes = (deps: Deps) =>
  deskRequestRoutes(deps, {
    listSummary: "Le richieste di informazioni",
    decideSummary: "Risponde a una richiesta di informazioni",
    notFound: deskMessages.infoNotFound,
    query: infoRequestListQuery,
    view: deskInfoRequestSchema,
    body: infoAnswerSchema,
    page: listInfoRequestPage,
    decide: answerInfoRequest,
  }).openapi(
    route.get("/{id}/messages", "La conversazione di una richiesta di informazioni", {
      request: { params: idParam(deskMessages.infoNotFound) },
      responses: { 200: jsonAnswer(infoThreadMessageSchema.array(), "I messaggi, in ordine") },
    }),
    async (c) =>
      foundOr404(
        c,
        await infoRequestThread(deps.db, c.req.valid("param").id),
        deskMessages.infoNotFound,
      ),
  );

/**
 * Cancellation requests (mounted at /cancellation-requests): `?status=pending|approved|rejected`;
 * PUT /:id { decision: 'approved' | 'rejected', adminNotes, serviceEnds: 'at_expiry' | 'now' }:
 * approving ends the service at its expiry (it stops renewing) or at once (decision 046).
 */
export const adminCancellationRequestRoutes = (deps: Deps) =>
  deskRequestRoutes(deps, {
    listSummary: "Le richieste di disdetta",
    decideSummary: "Approva o respinge una disdetta",
    notFound: deskMessages.cancellationNotFound,
    query: cancellationRequestListQuery,
    view: deskCancellationRequestSchema,
    body: cancellationDecisionSchema,
    page: listCancellationRequestPage,
    decide: decideCancellationRequest,
  });

/**
 * Renewal requests (mounted at /renewal-requests, decision 033): as the cancellations, but
 * approving does not change the service.
 */
export const adminRenewalRequestRoutes = (deps: Deps) =>
  deskRequestRoutes(deps, {
    listSummary: "Le richieste di rinnovo",
    decideSummary: "Approva o respinge una richiesta di rinnovo",
    notFound: renewalMessages.notFound,
    query: renewalRequestListQuery,
    view: deskRenewalRequestSchema,
    body: requestDecisionSchema,
    page: listRenewalRequestPage,
    decide: decideRenewalRequest,
  });
