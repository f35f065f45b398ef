import type { Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { z } from "#features/shared/zod";
import { apiRoute, apiRoutes, jsonAnswer, notFoundAnswer } from "#server/http/openapi";
import { solutionRecordSchema } from "../solutions.schema";
import { getSolutionBySlug, listSolutions } from "../solutions.server";

/** Platform catalogue: published platforms for everyone, drafts too for an administrator. */
export function solutionRoutes(deps: Deps) {
  const { db } = deps;
  const visibility = async (request: Request) => ({
    includeDrafts: Boolean(await sessionUser(deps, request, "admin")),
  });
  return apiRoutes()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tags: ["Piattaforme"],
        summary: "Elenco delle piattaforme",
        description: "Le pubblicate; con la sessione admin anche le bozze.",
        responses: { 200: jsonAnswer(solutionRecordSchema.array(), "Le piattaforme") },
      }),
      async (c) => c.json(await listSolutions(db, await visibility(c.req.raw)), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{slug}",
        tags: ["Piattaforme"],
        summary: "Una piattaforma per slug",
        request: { params: z.object({ slug: z.string() }) },
        responses: { 200: jsonAnswer(solutionRecordSchema, "La piattaforma"), ...notFoundAnswer },
      }),
      async (c) => {
        const options = await visibility(c.req.raw);
        const solution = await getSolutionBySlug(db, c.req.valid("param").slug, options);
        if (!solution) return c.json({ message: "Piattaforma non trovata" }, 404);
        if (options.includeDrafts) c.header("Cache-Control", "no-store");
        return c.json(solution, 200);
      },
    );
}
