import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { jsonBodyLimit, readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { solutionMessages, solutionSchema } from "../solutions.schema";
import {
  createSolution,
  deleteSolution,
  listSolutions,
  SlugTakenError,
  updateSolution,
} from "../solutions.server";

/**
 * Up to about 166,000 characters of text (20 use cases of 5,000, a long description of 20,000):
 * more than the API default once written in UTF-8.
 */
const solutionBodyLimit = jsonBodyLimit(512);

function slugTaken(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof SlugTakenError)) throw error;
  return c.json(
    { message: error.message, issues: [{ path: "slug", message: error.message }] },
    409,
  );
}

/**
 * /api/admin/solutions (behind requireAdmin, mounted in ./index.ts):
 *   GET    /      -> every solution, drafts included, in display order
 *   POST   /      -> 201 the stored solution; a slug already used -> 409 with an Italian message
 *   PUT    /{id}  -> 200 the stored solution; unknown id 404; slug clash 409
 *   DELETE /{id}  -> 204; unknown id 404
 * The public GET /api/solutions keeps giving published solutions only.
 */
export function adminSolutionRoutes({ db }: Deps) {
  const notFound = { message: solutionMessages.notFound };
  return new Hono<AppEnv>()
    .use(solutionBodyLimit)
    .get("/", async (c) => c.json(await listSolutions(db, { includeDrafts: true })))
    .post("/", async (c) => {
      const input = await readValidBody(c, solutionSchema);
      if (!input.ok) return input.response;
      try {
        return c.json(await createSolution(db, input.value), 201);
      } catch (error) {
        return slugTaken(c, error);
      }
    })
    .put("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      const input = await readValidBody(c, solutionSchema);
      if (!input.ok) return input.response;
      try {
        const updated = await updateSolution(db, id, input.value);
        return updated ? c.json(updated) : c.json(notFound, 404);
      } catch (error) {
        return slugTaken(c, error);
      }
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      return (await deleteSolution(db, id)) ? c.body(null, 204) : c.json(notFound, 404);
    });
}
