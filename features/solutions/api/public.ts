import type { Deps } from "#server/context";
import { contentEditor } from "#server/http/auth";
import { apiRoutes, jsonAnswer, renamedOr404, routeKit } from "#server/http/openapi";
import { solutionRecordSchema } from "../solutions.schema";
import { currentSolutionSlug, getSolutionBySlug, listSolutions } from "../solutions.server";

const route = routeKit(["Piattaforme"]);

/** Platform catalogue: published platforms for everyone, drafts too for an administrator. */
export function solutionRoutes(deps: Deps) {
  const { db } = deps;
  const visibility = async (request: Request) => ({
    includeDrafts: Boolean(await contentEditor(deps, request, "solutions")),
  });
  return apiRoutes()
    .openapi(
      route.get("/", "Elenco delle piattaforme", {
        description: "Le pubblicate; con la sessione di Amministratore o Redazione anche le bozze.",
        responses: { 200: jsonAnswer(solutionRecordSchema.array(), "Le piattaforme") },
      }),
      async (c) => c.json(await listSolutions(db, await visibility(c.req.raw)), 200),
    )
    .openapi(
      route.bySlug(
        "Una piattaforma per slug",
        "Uno slug che la piattaforma aveva prima risponde 301 verso quello attuale.",
        jsonAnswer(solutionRecordSchema, "La piattaforma"),
      ),
      async (c) => {
        const options = await visibility(c.req.raw);
        const { slug } = c.req.valid("param");
        const solution = await getSolutionBySlug(db, slug, options);
        if (!solution) {
          return renamedOr404(c, await currentSolutionSlug(db, slug), "Piattaforma non trovata");
        }
        if (options.includeDrafts) c.header("Cache-Control", "no-store");
        return c.json(solution, 200);
      },
    );
}
