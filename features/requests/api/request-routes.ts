import type { Database } from "#db/client";
import type { Deps } from "#server/context";
import {
  apiRoutes,
  idParam,
  jsonAnswer,
  jsonBody,
  notFoundAnswer,
  routeKit,
} from "#server/http/openapi";
import { listPage } from "#server/http/list-query";
import { type Page } from "#kit/lib/page";
import type { z } from "#kit/lib/zod";
import { portalBodyLimit } from "#features/customer-portal/api/portal-http";
import type { MailLinks } from "#features/support-desk/desk-mail";
import { deskMailLinks } from "#features/support-desk/desk-mail-links.server";

/** What a kind of request (info, cancellation, renewal) brings to the desk's routes. */
type DeskKind<Query extends z.ZodObject, View extends z.ZodType, Body extends z.ZodType> = {
  /** "Le richieste di disdetta", "Approva o respinge una disdetta": the summaries. */
  listSummary: string;
  decideSummary: string;
  /** The 404 message of an unknown id. */
  notFound: string;
  query: Query;
  view: View;
  body: Body;
  page: (db: Database, params: z.output<Query>) => Promise<Page<z.output<View>>>;
  decide: (
    db: Database,
    id: number,
    input: z.output<Body>,
    links: MailLinks,
  ) => Promise<z.output<View> | null>;
};

const deskRoute = routeKit(["Supporto: richieste"], { bodyLimit: portalBodyLimit });

/**
 * One kind of request at the desk, behind requireAdmin:
 *   GET /?q=&sort=&dir=&page=&status=   one page, pending first, then newest (decision 023)
 *   PUT /:id   the answer or decision -> the request; the customer gets the outcome by e-mail;
 *              a request that is no longer pending: 400; an unknown id: 404
 */
export function deskRequestRoutes<
  Query extends z.ZodObject,
  View extends z.ZodType,
  Body extends z.ZodType,
>({ db, env, mail }: Deps, kind: DeskKind<Query, View, Body>) {
  return apiRoutes()
    .openapi(
      deskRoute.list(
        "/",
        `${kind.listSummary} (in attesa per prime; ricerca, filtro, 25 per pagina)`,
        { query: kind.query, item: kind.view, page: "Una pagina di richieste" },
      ),
      listPage(db, kind.page),
    )
    .openapi(
      deskRoute.put("/{id}", kind.decideSummary, {
        request: { params: idParam(kind.notFound), ...jsonBody(kind.body) },
        responses: { 200: jsonAnswer(kind.view, "La richiesta") },
      }),
      async (c) => {
        const links = await deskMailLinks(db, env.siteUrl);
        const { id } = c.req.valid("param" as never) as { id: number };
        const input = c.req.valid("json" as never) as z.output<Body>;
        const request = await kind.decide(db, id, input, links);
        if (!request) return c.json({ message: kind.notFound }, 404);
        mail.kick();
        return c.json(request as never, 200);
      },
    );
}

/** What a kind of request brings to the customer's routes. */
type CustomerKind<View extends z.ZodType, Body extends z.ZodType> = {
  listSummary: string;
  createSummary: string;
  view: View;
  body: Body;
  list: (db: Database, customerId: number) => Promise<z.output<View>[]>;
  create: (
    db: Database,
    customerId: number,
    input: z.output<Body>,
    mail: { mailTo: string },
  ) => Promise<z.output<View>>;
};

const customerRoute = routeKit(["Area clienti: richieste"], { bodyLimit: portalBodyLimit });

/**
 * One kind of request of the signed-in customer:
 *   GET  /   the customer's requests with their status and the company's answer or notes
 *   POST /   the request -> 201; a service that is not the customer's: 404; a refused rule: 400;
 *            the company gets a mail
 */
export function customerRequestRoutes<View extends z.ZodType, Body extends z.ZodType>(
  { db, env, mail }: Deps,
  kind: CustomerKind<View, Body>,
) {
  return apiRoutes()
    .openapi(
      customerRoute.get("/", kind.listSummary, {
        responses: { 200: jsonAnswer(kind.view.array(), "Le richieste") },
      }),
      async (c) => c.json((await kind.list(db, c.get("customer").id)) as never, 200),
    )
    .openapi(
      customerRoute.post("/", kind.createSummary, {
        request: jsonBody(kind.body),
        responses: { 201: jsonAnswer(kind.view, "La richiesta salvata"), ...notFoundAnswer },
      }),
      async (c) => {
        const input = c.req.valid("json" as never) as z.output<Body>;
        const request = await kind.create(db, c.get("customer").id, input, {
          mailTo: env.MAIL_TO,
        });
        mail.kick();
        return c.json(request as never, 201);
      },
    );
}
