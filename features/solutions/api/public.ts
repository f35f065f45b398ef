import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { getSolutionBySlug, listSolutions } from "../solutions.server";

/** Platform catalogue: published platforms for everyone, drafts too for an administrator. */
export function solutionRoutes(deps: Deps) {
  const { db } = deps;
  const visibility = async (request: Request) => ({
    includeDrafts: Boolean(await sessionUser(deps, request, "admin")),
  });
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listSolutions(db, await visibility(c.req.raw))))
    .get("/:slug", async (c) => {
      const options = await visibility(c.req.raw);
      const solution = await getSolutionBySlug(db, c.req.param("slug"), options);
      if (!solution) return c.json({ message: "Piattaforma non trovata" }, 404);
      if (options.includeDrafts) c.header("Cache-Control", "no-store");
      return c.json(solution);
    });
}
