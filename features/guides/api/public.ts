import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, renamedOr404, routeKit } from "#server/http/openapi";
import { suggestGuides } from "#features/search/search.server";
import {
  guideMessages,
  guideSuggestQuerySchema,
  guideSuggestionSchema,
  publicGuideSchema,
} from "../guides.schema";
import { currentGuideSlug, getPublicGuide, listPublicGuides } from "../guides.server";

const route = routeKit(["Guide"]);

/**
 * The knowledge base's public reads (decision 065): the published guides, the guides that match
 * a ticket's subject (the ticket forms' suggestions) and one guide by its address.
 */
export function guideRoutes(deps: Deps) {
  const { db } = deps;
  return apiRoutes()
    .openapi(
      route.get("/", "Le guide pubblicate", {
        description: "Per categoria, nell'ordine scelto dalla redazione.",
        responses: { 200: jsonAnswer(publicGuideSchema.array(), "Le guide") },
      }),
      async (c) => c.json(await listPublicGuides(db), 200),
    )
    .openapi(
      route.get("/suggest", "Le guide adatte all'oggetto di un ticket", {
        description:
          "Fino a 3 guide pubblicate che contengono almeno una delle parole di `q` (ricerca a testo pieno in italiano, accenti ignorati), le più pertinenti prima.",
        request: { query: guideSuggestQuerySchema },
        responses: { 200: jsonAnswer(guideSuggestionSchema.array(), "Le guide suggerite") },
      }),
      async (c) => {
        const { q } = c.req.valid("query");
        return c.json(await suggestGuides(db, q), 200);
      },
    )
    .openapi(
      route.bySlug(
        "Una guida pubblicata per indirizzo",
        "Un indirizzo che la guida aveva prima risponde 301 verso quello attuale.",
        jsonAnswer(publicGuideSchema, "La guida"),
      ),
      async (c) => {
        const { slug } = c.req.valid("param");
        const guide = await getPublicGuide(db, slug);
        if (!guide)
          return renamedOr404(c, await currentGuideSlug(db, slug), guideMessages.notFound);
        return c.json(guide, 200);
      },
    );
}
