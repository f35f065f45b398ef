import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { partnerMessages, partnerSchema } from "../partners.schema";
import { createPartner, deletePartner, updatePartner } from "../partners.server";

/**
 * /api/admin/certified-partners (behind requireAdmin, mounted in ./index.ts), payload name,
 * logoUrl, websiteUrl, description, certificationLevel, partnerType, benefits (list or
 * comma-separated text), featured, sortOrder, active:
 *   POST   /      -> 201 the stored partner
 *   PUT    /{id}  -> 200 the stored partner; unknown id 404
 *   DELETE /{id}  -> 204; unknown id 404
 * The list is GET /api/certified-partners, which gives an admin inactive partners too.
 */
export function adminPartnerRoutes({ db }: Deps) {
  const notFound = { message: partnerMessages.notFound };
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const input = await readValidBody(c, partnerSchema);
      if (!input.ok) return input.response;
      return c.json(await createPartner(db, input.value), 201);
    })
    .put("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      const input = await readValidBody(c, partnerSchema);
      if (!input.ok) return input.response;
      const updated = await updatePartner(db, id, input.value);
      return updated ? c.json(updated) : c.json(notFound, 404);
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      return (await deletePartner(db, id)) ? c.body(null, 204) : c.json(notFound, 404);
    });
}
