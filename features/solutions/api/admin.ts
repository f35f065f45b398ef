import { solutions } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { jsonBodyLimit } from "#server/http/json-body";
import { jsonAnswer, routeKit } from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { serviceChoices } from "../related-services.server";
import { solutionMessages, solutionRecordSchema, solutionSchema } from "../solutions.schema";
import {
  createSolution,
  deleteSolution,
  listSolutionPage,
  solutionListQuery,
  updateSolution,
} from "../solutions.server";
import { solutionVersions } from "../solution-versions.server";
import { itemVersionRoutes } from "#features/versions/api/item-versions";

/**
 * /api/admin/solutions (behind requireAdmin): the paged list of every solution, drafts
 * included, in display order unless sorted (decision 023); create, replace (a slug already used answers 409 through the API's error handler)
 * and delete; each save kept as a version under /{id}/versions (decision 063). The public GET /api/solutions keeps giving published solutions only.
 *
 * Up to about 166,000 characters of text (20 use cases of 5,000, a long description of 20,000):
 * more than the API default once written in UTF-8, hence 512 KB.
 */
export function adminSolutionRoutes({ db }: Deps) {
  const route = routeKit(["Piattaforme"]);
  const services = z.array(z.object({ slug: z.string(), name: z.string() }));
  return crudRoutes(db, {
    table: solutions,
    tag: "Piattaforme",
    one: "una piattaforma",
    item: solutionRecordSchema,
    body: solutionSchema,
    notFound: solutionMessages.notFound,
    update: "put",
    bodyLimit: jsonBodyLimit(512),
    list: pagedList(solutionListQuery, listSolutionPage),
    create: createSolution,
    change: updateSolution,
    remove: deleteSolution,
    onSaved: solutionVersions.onSaved,
  })
    .route("/", itemVersionRoutes(db, solutionVersions.versions))
    .openapi(
      route.get("/services", "I servizi che una piattaforma può indicare come correlati", {
        description:
          "Le pagine pubblicate sotto /servizi: slug (l'ultima parte dell'indirizzo) e nome.",
        responses: { 200: jsonAnswer(services, "I servizi, nell'ordine di /servizi") },
      }),
      async (c) => c.json(await serviceChoices(db), 200),
    );
}
