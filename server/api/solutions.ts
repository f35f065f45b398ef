import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { getSolutionBySlug, listSolutions } from "../../domain/solutions/solutions.server";

/** Public platform catalogue: published platforms only. */
export function solutionRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listSolutions(db)))
    .get("/:slug", async (c) => {
      const solution = await getSolutionBySlug(db, c.req.param("slug"));
      if (!solution) return c.json({ message: "Piattaforma non trovata" }, 404);
      return c.json(solution);
    });
}
