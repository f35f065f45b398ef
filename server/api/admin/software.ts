import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv, Deps } from "../../context";
import { readJsonBody, validationError } from "../../http/json-body";
import { softwareSchema } from "../../../domain/software/software.schema";
import {
  createSoftware,
  deleteSoftware,
  fileStillUsed,
  updateSoftware,
} from "../../../domain/software/software.server";
import { removeUploadedSoftware } from "../../../domain/software/software-files.server";
import { parseSoftwareId, SOFTWARE_NOT_FOUND } from "../software-id";

const notFound = (c: Context<AppEnv>) => c.json({ message: SOFTWARE_NOT_FOUND }, 404);

async function readSoftware(c: Context<AppEnv>) {
  const body = await readJsonBody(c);
  if (!body.ok) return { ok: false as const, response: body.response };
  const parsed = softwareSchema.safeParse(body.value);
  if (!parsed.success) return { ok: false as const, response: validationError(c, parsed.error) };
  return { ok: true as const, value: parsed.data };
}

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
    .use(
      bodyLimit({
        maxSize: 64 * 1024,
        onError: (c) => c.json({ message: "Richiesta troppo grande: il limite è di 64 KB" }, 413),
      }),
    )
    .post("/", async (c) => {
      const input = await readSoftware(c);
      if (!input.ok) return input.response;
      return c.json(await createSoftware(db, input.value), 201);
    })
    .put("/:id", async (c) => {
      const id = parseSoftwareId(c.req.param("id"));
      if (id === null) return notFound(c);
      const input = await readSoftware(c);
      if (!input.ok) return input.response;
      const updated = await updateSoftware(db, id, input.value);
      if (!updated) return notFound(c);
      if (updated.previousFileUrl !== updated.item.fileUrl) await forget(updated.previousFileUrl);
      return c.json(updated.item);
    })
    .delete("/:id", async (c) => {
      const id = parseSoftwareId(c.req.param("id"));
      if (id === null) return notFound(c);
      const deleted = await deleteSoftware(db, id);
      if (!deleted) return notFound(c);
      await forget(deleted.fileUrl);
      return c.body(null, 204);
    });
}
