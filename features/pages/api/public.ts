import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, notFoundAnswer, routeKit } from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { normalizePagePath } from "../page-paths";
import { publicPageView } from "../page-views";
import { getPublicPage } from "../pages.server";

const route = routeKit(["Pagine"]);

/** GET /api/pages?path=/servizi/consulenza-it: a published page, its blocks ready to draw. */
export function pageRoutes({ db, logger }: Deps) {
  return apiRoutes().openapi(
    route.get("/", "Una pagina pubblicata, dal suo indirizzo", {
      description:
        "La pagina che i visitatori vedono ora a quell'indirizzo (le bozze e le pagine programmate non ancora uscite rispondono 404), con i blocchi pronti da disegnare: testi sanificati, icone come disegni.",
      request: {
        query: z.object({
          path: z.string({ error: "Indirizzo richiesto" }).max(200, "Indirizzo troppo lungo"),
        }),
      },
      responses: { 200: jsonAnswer(publicPageView, "La pagina"), ...notFoundAnswer },
    }),
    async (c) => {
      const page = await getPublicPage(db, normalizePagePath(c.req.valid("query").path), {
        skipped: (block) => logger.warn({ block }, "page block skipped"),
      });
      return page ? c.json(page, 200) : c.json({ message: "Pagina non trovata" }, 404);
    },
  );
}
