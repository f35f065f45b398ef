import type { Deps } from "#server/context";
import {
  portalCancellationRequestSchema,
  portalInfoRequestSchema,
} from "#features/customer-portal/portal-views";
import {
  createCancellationRequest,
  createInfoRequest,
  listOwnCancellationRequests,
  listOwnInfoRequests,
} from "../customer.server";
import { cancellationRequestSchema, infoRequestSchema } from "../customer.schema";
import { portalRenewalRequestSchema, renewalRequestSchema } from "../renewal.schema";
import { createRenewalRequest, listOwnRenewalRequests } from "../renewal.server";
import { customerRequestRoutes } from "./request-routes";

/**
 * /api/customer/info-requests: POST { serviceId?, subject, message }; the service, when given,
 * must be the customer's (404).
 */
export const customerInfoRequestRoutes = (deps: Deps) =>
  customerRequestRoutes(deps, {
    listSummary: "Le richieste di informazioni del cliente",
    createSummary: "Invia una richiesta di informazioni",
    view: portalInfoRequestSchema,
    body: infoRequestSchema,
    list: listOwnInfoRequests,
    create: createInfoRequest,
  });

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
