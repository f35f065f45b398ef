import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { jsonBodyLimit, readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { softwareMessages, softwareSchema } from "../software.schema";
import { createSoftware, deleteSoftware, fileStillUsed, updateSoftware } from "../software.server";
import { removeUploadedSoftware } from "../software-files.server";
const notFound = (c: Context<AppEnv>) => c.json({ message: softwareMessages.notFound }, 404);
const readSoftware = (c: Context<AppEnv>) => readValidBody(c, softwareSchema);

/**
 * /api/admin/software (behind requireAdmin, mounted in ./index.ts), payload the software fields:
 *   POST   /          -> 201 the stored item
 *   PUT    /{id}      -> 200 the stored item; unknown id 404
 *   DELETE /{id}      -> 204; unknown id 404
 * The list is the public GET /api/software, which gives an admin every item. An uploaded file
 * that no item uses any more (after a delete or a changed file) is removed from disk.
 */
export function adminSoftwareRoutes({ db, env }: Deps) {
  const forget = async (fileUrl: string) => {
    if (!(await fileStillUsed(db, fileUrl))) await removeUploadedSoftware(env.dataDir, fileUrl);
  };
  return new Hono<AppEnv>()
    .use(jsonBodyLimit(64))
    .post("/", async (c) => {
      const input = await readSoftware(c);
      if (!input.ok) return input.response;
      return c.json(await createSoftware(db, input.value), 201);
    })
    .put("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      const input = await readSoftware(c);
      if (!input.ok) return input.response;
      const updated = await updateSoftware(db, id, input.value);
      if (!updated) return notFound(c);
      if (updated.previousFileUrl !== updated.item.fileUrl) await forget(updated.previousFileUrl);
      return c.json(updated.item);
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      const deleted = await deleteSoftware(db, id);
      if (!deleted) return notFound(c);
      await forget(deleted.fileUrl);
      return c.body(null, 204);
    });
}
