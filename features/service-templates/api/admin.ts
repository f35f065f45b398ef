import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { onlySent, readJsonBody, validationError } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { serviceTemplatePatchSchema, serviceTemplateSchema } from "../service-templates.schema";
import {
  createServiceTemplate,
  deleteServiceTemplate,
  listServiceTemplates,
  updateServiceTemplate,
} from "../service-templates.server";

export const TEMPLATE_NOT_FOUND = "Template di servizio non trovato";

/**
 * Service templates (back-office.md section 7 "Service templates"), behind requireAdmin:
 *   GET    /      -> every template (sort order, then name)
 *   POST   /      -> 201 the new template
 *   PATCH  /:id   -> the template with the fields sent changed
 *   DELETE /:id   -> 204; services assigned from it stay (template_id set to null)
 */
export function adminServiceTemplateRoutes({ db }: Deps) {
  const notFound = { message: TEMPLATE_NOT_FOUND };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listServiceTemplates(db)))
    .post("/", async (c) => {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = serviceTemplateSchema.safeParse(body.value);
      if (!parsed.success) return validationError(c, parsed.error);
      return c.json(await createServiceTemplate(db, parsed.data), 201);
    })
    .patch("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const parsed = serviceTemplatePatchSchema.safeParse(body.value);
      if (!parsed.success) return validationError(c, parsed.error);
      const row = await updateServiceTemplate(db, id, onlySent(parsed.data, body.value));
      return row ? c.json(row) : c.json(notFound, 404);
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      const deleted = id !== null && (await deleteServiceTemplate(db, id));
      return deleted ? c.body(null, 204) : c.json(notFound, 404);
    });
}
