import { readRow } from "#db/rows";
import type { Deps } from "#server/context";
import { listPage } from "#server/http/list-query";
import {
  apiRoutes,
  errorAnswer,
  foundOr404,
  idParam,
  invalidInput,
  jsonAnswer,
  jsonBody,
  noContent,
  noContentOr404,
  notFoundAnswer,
  routeKit,
} from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { withChange } from "#features/activity/activity.server";
import { notFoundHits, redirects } from "../redirects.table";
import {
  notFoundEntrySchema,
  redirectRecordSchema,
  redirectSchema,
  redirectTargetSchema,
} from "../redirect.schema";
import { redirectMessages, SHADOWS_PAGE } from "../redirect-values";
import {
  createRedirect,
  deleteNotFound,
  deleteRedirect,
  listNotFoundPage,
  listRedirectPage,
  notFoundListQuery,
  redirectListQuery,
  redirectTargets,
  updateRedirect,
} from "../redirects.server";

const route = routeKit(["Reindirizzamenti"]);

const refusals = {
  ...invalidInput,
  409: errorAnswer(
    `Indirizzo già reindirizzato, oppure (code "${SHADOWS_PAGE}") l'indirizzo è una pagina pubblicata: si salva solo con force: true`,
  ),
};

const redirectRow = (db: Deps["db"], id: number) => ({
  entityId: id,
  read: () => readRow(db, redirects, id),
});

/**
 * /api/admin/redirects (area `redirects`: Amministratore only, decision 062): the paged list,
 * the pages a redirect may lead to, create, replace, delete; the 404 log's paged list and its
 * "Ignora".
 */
export function adminRedirectRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      route.list("/", "Elenco dei reindirizzamenti (ricerca, ordinamento, 25 per pagina)", {
        query: redirectListQuery,
        item: redirectRecordSchema,
        page: "Una pagina di reindirizzamenti",
      }),
      listPage(db, listRedirectPage),
    )
    .openapi(
      route.get("/targets", "Le pagine a cui un reindirizzamento può portare", {
        responses: {
          200: jsonAnswer(z.array(redirectTargetSchema), "Pagine, articoli e piattaforme"),
        },
      }),
      async (c) => c.json(await redirectTargets(db), 200),
    )
    .openapi(
      route.list("/not-found", "Registro degli indirizzi non trovati (404), i più chiesti prima", {
        query: notFoundListQuery,
        item: notFoundEntrySchema,
        page: "Una pagina del registro",
      }),
      listPage(db, listNotFoundPage),
    )
    .openapi(
      route.delete("/not-found/{id}", "Toglie un indirizzo dal registro dei 404", {
        request: { params: idParam(redirectMessages.notFoundEntry) },
        responses: { ...noContent, ...notFoundAnswer },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const removed = await withChange(
          { entity: "not-found-log", entityId: id, read: () => readRow(db, notFoundHits, id) },
          () => deleteNotFound(db, id),
        );
        return noContentOr404(c, removed, redirectMessages.notFoundEntry);
      },
    )
    .openapi(
      route.post("/", "Crea un reindirizzamento", {
        request: jsonBody(redirectSchema),
        responses: {
          201: jsonAnswer(redirectRecordSchema, "Il reindirizzamento salvato"),
          ...refusals,
        },
      }),
      async (c) => {
        const admin = c.get("admin");
        let id = 0;
        const row = await withChange(
          { read: () => (id ? readRow(db, redirects, id) : Promise.resolve(null)) },
          async () => {
            const by = admin.name || admin.username;
            const created = await createRedirect(db, c.req.valid("json"), by);
            id = created.id;
            return created;
          },
        );
        return c.json(row, 201);
      },
    )
    .openapi(
      route.put("/{id}", "Sostituisce un reindirizzamento", {
        request: { params: idParam(redirectMessages.notFound), ...jsonBody(redirectSchema) },
        responses: {
          200: jsonAnswer(redirectRecordSchema, "Il reindirizzamento salvato"),
          ...refusals,
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const row = await withChange(redirectRow(db, id), () =>
          updateRedirect(db, id, c.req.valid("json")),
        );
        return foundOr404(c, row, redirectMessages.notFound);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina un reindirizzamento", {
        request: { params: idParam(redirectMessages.notFound) },
        responses: { ...noContent, ...notFoundAnswer },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const removed = await withChange(redirectRow(db, id), () => deleteRedirect(db, id));
        return noContentOr404(c, removed, redirectMessages.notFound);
      },
    );
}
