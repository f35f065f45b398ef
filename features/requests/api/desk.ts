import type { Deps } from "#server/context";
import {
  apiRoute,
  apiRoutes,
  idParam,
  invalidInput,
  jsonAnswer,
  jsonBody,
  notFoundAnswer,
} from "#server/http/openapi";
import {
  cancellationDecisionSchema,
  deskMessages,
  infoAnswerSchema,
} from "#features/support-desk/desk.schema";
import {
  deskCancellationRequestSchema,
  deskInfoRequestSchema,
} from "#features/support-desk/desk-views";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import {
  answerInfoRequest,
  decideCancellationRequest,
  cancellationRequestListQuery,
  infoRequestListQuery,
  listCancellationRequestPage,
  listInfoRequestPage,
} from "../desk.server";
import { deskMailLinks } from "#features/support-desk/desk-mail-links.server";
import { pagedAnswer } from "#server/http/list-query";
import { deskRenewalRequestSchema, renewalMessages } from "../renewal.schema";
import {
  decideRenewalRequest,
  listRenewalRequestPage,
  renewalRequestListQuery,
} from "../renewal.server";

const tags = ["Supporto: richieste"];

/**
 * Info requests, behind requireAdmin (mounted at /info-requests):
 *   GET /?q=&sort=&dir=&page=&status=pending|answered   one page, pending first, then newest
 *   PUT /:id   { adminResponse, status: 'answered' } -> the request; the customer gets the answer
 *              by e-mail; a request already answered: 400
 */
export function adminInfoRequestRoutes({ db, env, mail }: Deps) {
  const notFound = { message: deskMessages.infoNotFound };
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary:
          "Le richieste di informazioni (in attesa per prime; ricerca, filtro, 25 per pagina)",
        request: { query: infoRequestListQuery },
        responses: {
          200: jsonAnswer(pagedAnswer(deskInfoRequestSchema), "Una pagina di richieste"),
          ...invalidInput,
        },
      }),
      async (c) => c.json(await listInfoRequestPage(db, c.req.valid("query")), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}",
        tags,
        summary: "Risponde a una richiesta di informazioni",
        middleware: [portalBodyLimit],
        request: { params: idParam(deskMessages.infoNotFound), ...jsonBody(infoAnswerSchema) },
        responses: {
          200: jsonAnswer(deskInfoRequestSchema, "La richiesta"),
          ...invalidInput,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const request = await answerInfoRequest(
          db,
          id,
          c.req.valid("json"),
          await deskMailLinks(db, env.siteUrl),
        );
        if (!request) return c.json(notFound, 404);
        mail.kick();
        return c.json(request, 200);
      },
    );
}

/**
 * Cancellation requests, behind requireAdmin (mounted at /cancellation-requests):
 *   GET /?q=&sort=&dir=&page=&status=pending|approved|rejected   one page, pending first
 *   PUT /:id   { decision: 'approved' | 'rejected', adminNotes } -> the request; approving sets
 *              the service to 'cancelled' in the same transaction; the customer gets the outcome
 *              by e-mail; a request that is not pending: 400
 */
export function adminCancellationRequestRoutes({ db, env, mail }: Deps) {
  const notFound = { message: deskMessages.cancellationNotFound };
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary: "Le richieste di disdetta (in attesa per prime; ricerca, filtro, 25 per pagina)",
        request: { query: cancellationRequestListQuery },
        responses: {
          200: jsonAnswer(pagedAnswer(deskCancellationRequestSchema), "Una pagina di richieste"),
          ...invalidInput,
        },
      }),
      async (c) => c.json(await listCancellationRequestPage(db, c.req.valid("query")), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}",
        tags,
        summary: "Approva o respinge una disdetta",
        middleware: [portalBodyLimit],
        request: {
          params: idParam(deskMessages.cancellationNotFound),
          ...jsonBody(cancellationDecisionSchema),
        },
        responses: {
          200: jsonAnswer(deskCancellationRequestSchema, "La richiesta"),
          ...invalidInput,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const request = await decideCancellationRequest(
          db,
          id,
          c.req.valid("json"),
          await deskMailLinks(db, env.siteUrl),
        );
        if (!request) return c.json(notFound, 404);
        mail.kick();
        return c.json(request, 200);
      },
    );
}

/**
 * Renewal requests, behind requireAdmin (mounted at /renewal-requests, decision 033):
 *   GET /?q=&sort=&dir=&page=&status=pending|approved|rejected   one page, pending first
 *   PUT /:id   { decision: 'approved' | 'rejected', adminNotes } -> the request; the customer
 *              gets the outcome by e-mail; a request that is not pending: 400
 */
export function adminRenewalRequestRoutes({ db, env, mail }: Deps) {
  const notFound = { message: renewalMessages.notFound };
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags,
        summary: "Le richieste di rinnovo (in attesa per prime; ricerca, filtro, 25 per pagina)",
        request: { query: renewalRequestListQuery },
        responses: {
          200: jsonAnswer(pagedAnswer(deskRenewalRequestSchema), "Una pagina di richieste"),
          ...invalidInput,
        },
      }),
      async (c) => c.json(await listRenewalRequestPage(db, c.req.valid("query")), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}",
        tags,
        summary: "Approva o respinge una richiesta di rinnovo",
        middleware: [portalBodyLimit],
        request: {
          params: idParam(renewalMessages.notFound),
          ...jsonBody(cancellationDecisionSchema),
        },
        responses: {
          200: jsonAnswer(deskRenewalRequestSchema, "La richiesta"),
          ...invalidInput,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const request = await decideRenewalRequest(
          db,
          id,
          c.req.valid("json"),
          await deskMailLinks(db, env.siteUrl),
        );
        if (!request) return c.json(notFound, 404);
        mail.kick();
        return c.json(request, 200);
      },
    );
}
