import type { Deps } from "#server/context";
import { pages } from "../pages.table";
import { readRow } from "#db/rows";
import { routeBodyLimit } from "#server/http/body-limit";
import { changesNothing } from "#server/http/admin-writes";
import { listPage } from "#server/http/list-query";
import {
  apiRoutes,
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
import { withChange } from "#features/activity/activity.server";
import {
  adminPageView,
  knownPathsView,
  pageTargetView,
  previewLinkView,
  publicPageView,
} from "../page-views";
import { knownPaths } from "../known-paths.server";
import { makePreviewToken } from "../preview-link.server";
import {
  pageContentSchema,
  pageInputSchema,
  pageInputSchemaKeeping,
  publishPageSchema,
} from "../page.schema";
import {
  createPage,
  deletePage,
  getAdminPage,
  listPagePage,
  listPageTargets,
  pageListQuery,
  previewContent,
  publishPage,
  saveDraft,
  unpublishPage,
} from "../pages.server";
import { z } from "#kit/lib/zod";
import { itemVersionRoutes } from "#features/versions/api/item-versions";
import { keepPageVersion, pageVersions } from "../page-versions.server";

/** A page holds up to 80 blocks of rich text: its body may pass the API's 100 KB. */
export const PAGE_MAX_BODY_BYTES = 1024 * 1024;

export const PAGE_NOT_FOUND = "Pagina non trovata";

const route = routeKit(["Pagine"], { bodyLimit: routeBodyLimit(PAGE_MAX_BODY_BYTES) });

const stored = (db: Deps["db"], id: number) => ({
  entityId: id,
  read: () => readRow(db, pages, id),
});

/**
 * /api/admin/pages (area `pages`: Amministratore and Redazione): the list, one page, a new page,
 * the draft saved, the editor's preview, the link targets, the versions of the drafts (decision
 * 063: each save kept, a restore makes the draft, never the live content). Publishing, withdrawing and deleting
 * are /api/admin/page-publication (Amministratore only, decision 057).
 */
export function adminPageRoutes({ db, env }: Deps) {
  return apiRoutes()
    .openapi(
      route.list("/", "Le pagine", {
        query: pageListQuery,
        item: adminPageView,
        page: "Una pagina dell'elenco delle pagine",
      }),
      listPage(db, listPagePage),
    )
    .openapi(
      route.get("/targets", "Gli indirizzi delle pagine, per i collegamenti", {
        responses: { 200: jsonAnswer(z.array(pageTargetView), "Le pagine: indirizzo e titolo") },
      }),
      async (c) => c.json(await listPageTargets(db), 200),
    )
    .openapi(
      route.get("/known-paths", "Gli indirizzi del sito, per il controllo dei collegamenti", {
        description:
          "`live`: ciò che i visitatori possono aprire ora (pagine del codice, pagine pubblicate, articoli, piattaforme); `drafts`: le pagine non ancora pubblicate.",
        responses: { 200: jsonAnswer(knownPathsView, "Gli indirizzi") },
      }),
      async (c) => c.json(await knownPaths(db), 200),
    )
    .openapi(
      route.post("/preview", "Anteprima di un contenuto non salvato", {
        description:
          "Il contenuto come lo vedrebbero i visitatori, blocchi pronti da disegnare; non salva nulla.",
        request: jsonBody(pageContentSchema.extend({ path: z.string().max(200).default("/") })),
        responses: { 200: jsonAnswer(publicPageView, "La pagina in anteprima"), ...invalidInput },
      }),
      async (c) => {
        changesNothing(c);
        const { path, ...content } = c.req.valid("json");
        return c.json(await previewContent(db, path, content), 200);
      },
    )
    .openapi(
      route.get("/{id}", "Una pagina", {
        request: { params: idParam(PAGE_NOT_FOUND) },
        responses: { 200: jsonAnswer(adminPageView, "La pagina") },
      }),
      async (c) => foundOr404(c, await getAdminPage(db, c.req.valid("param").id), PAGE_NOT_FOUND),
    )
    .openapi(
      route.post("/{id}/preview-link", "Un link di anteprima della bozza", {
        description:
          "Un indirizzo firmato (/anteprima/…) che mostra la bozza a chiunque lo abbia, senza account, per 7 giorni.",
        request: { params: idParam(PAGE_NOT_FOUND) },
        responses: {
          200: jsonAnswer(previewLinkView, "Il link e la sua scadenza"),
          ...notFoundAnswer,
        },
      }),
      async (c) => {
        const page = await getAdminPage(db, c.req.valid("param").id);
        if (!page) return c.json({ message: PAGE_NOT_FOUND }, 404);
        const link = await makePreviewToken(db, env.SESSION_SECRET ?? null, page.id);
        return c.json(
          { url: `/anteprima/${link.token}`, expiresAt: link.expiresAt.toISOString() },
          200,
        );
      },
    )
    .openapi(
      route.post("/", "Crea una pagina (bozza)", {
        request: jsonBody(pageInputSchema),
        responses: { 201: jsonAnswer(adminPageView, "La pagina creata"), ...invalidInput },
      }),
      async (c) => {
        const admin = c.get("admin");
        const page = await createPage(db, c.req.valid("json"), admin.name);
        return c.json(await keepPageVersion(db, page.id, admin, async () => page), 201);
      },
    )
    .openapi(
      route.put("/{id}", "Salva la bozza di una pagina", {
        description:
          "Ciò che i visitatori vedono non cambia finché la pagina non è pubblicata. Un blocco salvato che non rispetta più il suo schema (dopo un aggiornamento del sito) può essere rimandato tale e quale: resta com'era; modificato, deve essere valido.",
        request: {
          params: idParam(PAGE_NOT_FOUND),
          ...jsonBody(pageInputSchemaKeeping(() => true)),
        },
        responses: { 200: jsonAnswer(adminPageView, "La pagina"), ...invalidInput },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const admin = c.get("admin");
        const saved = await withChange(stored(db, id), () =>
          keepPageVersion(db, id, admin, () => saveDraft(db, id, c.req.valid("json"), admin.name)),
        );
        return foundOr404(c, saved, PAGE_NOT_FOUND);
      },
    )
    .route("/", itemVersionRoutes(db, pageVersions));
}

/** /api/admin/page-publication (area `page-publication`: Amministratore only). */
export function adminPagePublicationRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      route.post("/{id}", "Pubblica la bozza, subito o a una data", {
        description:
          "Senza `at` (o con una data passata) la bozza è pubblicata subito; con una data futura (ora di Roma se senza fuso) è programmata.",
        request: { params: idParam(PAGE_NOT_FOUND), ...jsonBody(publishPageSchema) },
        responses: { 200: jsonAnswer(adminPageView, "La pagina"), ...invalidInput },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const admin = c.get("admin");
        const published = await withChange(stored(db, id), () =>
          keepPageVersion(db, id, admin, () =>
            publishPage(db, id, c.req.valid("json").at, admin.name),
          ),
        );
        return foundOr404(c, published, PAGE_NOT_FOUND);
      },
    )
    .openapi(
      route.post("/{id}/withdraw", "Ritira la pagina dal sito", {
        description: "La pagina non è più visibile (né programmata); la bozza resta.",
        request: { params: idParam(PAGE_NOT_FOUND) },
        responses: { 200: jsonAnswer(adminPageView, "La pagina"), ...invalidInput },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const withdrawn = await withChange(stored(db, id), () =>
          unpublishPage(db, id, c.get("admin").name),
        );
        return foundOr404(c, withdrawn, PAGE_NOT_FOUND);
      },
    )
    .openapi(
      route.delete("/{id}", "Elimina una pagina", {
        request: { params: idParam(PAGE_NOT_FOUND) },
        responses: { ...noContent, ...notFoundAnswer, ...invalidInput },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        return noContentOr404(
          c,
          await withChange(stored(db, id), () => deletePage(db, id)),
          PAGE_NOT_FOUND,
        );
      },
    );
}
