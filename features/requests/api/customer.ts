import type { Deps } from "#server/context";
import {
  apiRoute,
  apiRoutes,
  invalidInput,
  jsonAnswer,
  jsonBody,
  notFoundAnswer,
} from "#server/http/openapi";
import {
  portalCancellationRequestSchema,
  portalInfoRequestSchema,
} from "#features/customer-portal/portal-views";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  createCancellationRequest,
  createInfoRequest,
  listOwnCancellationRequests,
  listOwnInfoRequests,
} from "../customer.server";
import { cancellationRequestSchema, infoRequestSchema } from "../customer.schema";
import { portalRenewalRequestSchema, renewalRequestSchema } from "../renewal.schema";
import { createRenewalRequest, listOwnRenewalRequests } from "../renewal.server";

const tags = ["Area clienti: richieste"];

/**
 * /api/customer/info-requests:
 *   GET  /   the customer's requests with status and the company's answer (adminResponse)
 *   POST /   { serviceId?, subject, message } -> 201; the service must be the customer's (404);
 *            the company gets a mail
 */
export function customerInfoRequestRoutes({ db, env, mail }: Deps) {
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary: "Le richieste di informazioni del cliente",
        responses: { 200: jsonAnswer(portalInfoRequestSchema.array(), "Le richieste") },
      }),
      async (c) => c.json(await listOwnInfoRequests(db, c.get("customer").id), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tags,
        summary: "Invia una richiesta di informazioni",
        middleware: [portalBodyLimit],
        request: jsonBody(infoRequestSchema),
        responses: {
          201: jsonAnswer(portalInfoRequestSchema, "La richiesta salvata"),
          ...invalidInput,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const request = await createInfoRequest(db, c.get("customer").id, c.req.valid("json"), {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(request, 201);
      },
    );
}

/**
 * /api/customer/cancellation-requests:
 *   GET  /   the customer's requests with status and adminNotes
 *   POST /   { serviceId, reason } -> 201; the service must be the customer's (404) and active,
 *            with no other pending request (400); the company gets a mail
 */
export function customerCancellationRoutes({ db, env, mail }: Deps) {
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary: "Le richieste di disdetta del cliente",
        responses: { 200: jsonAnswer(portalCancellationRequestSchema.array(), "Le richieste") },
      }),
      async (c) => c.json(await listOwnCancellationRequests(db, c.get("customer").id), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tags,
        summary: "Chiede la disdetta di un servizio",
        middleware: [portalBodyLimit],
        request: jsonBody(cancellationRequestSchema),
        responses: {
          201: jsonAnswer(portalCancellationRequestSchema, "La richiesta salvata"),
          ...invalidInput,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const customerId = c.get("customer").id;
        const request = await createCancellationRequest(db, customerId, c.req.valid("json"), {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(request, 201);
      },
    );
}

/**
 * /api/customer/renewal-requests (decision 033):
 *   GET  /   the customer's renewal requests with status and adminNotes
 *   POST /   { serviceId } -> 201; the service must be the customer's (404), active or expired,
 *            with no other pending renewal request (400); the company gets a mail
 */
export function customerRenewalRequestRoutes({ db, env, mail }: Deps) {
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary: "Le richieste di rinnovo del cliente",
        responses: { 200: jsonAnswer(portalRenewalRequestSchema.array(), "Le richieste") },
      }),
      async (c) => c.json(await listOwnRenewalRequests(db, c.get("customer").id), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tags,
        summary: "Chiede il rinnovo di un servizio",
        middleware: [portalBodyLimit],
        request: jsonBody(renewalRequestSchema),
        responses: {
          201: jsonAnswer(portalRenewalRequestSchema, "La richiesta salvata"),
          ...invalidInput,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const customerId = c.get("customer").id;
        const request = await createRenewalRequest(db, customerId, c.req.valid("json"), {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(request, 201);
      },
    );
}
