import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { clientMessages, clientSchema } from "../clients.schema";
import { createClient, deleteClient, updateClient } from "../clients.server";

/**
 * /api/admin/clients (behind requireAdmin, mounted in ./index.ts), payload name, logoUrl,
 * websiteUrl, featured, sortOrder:
 *   POST   /      -> 201 the stored client
 *   PUT    /{id}  -> 200 the stored client; unknown id 404
 *   DELETE /{id}  -> 204; unknown id 404
 * The list is the public GET /api/clients (every client, featured or not).
 */
export function adminClientRoutes({ db }: Deps) {
  const notFound = { message: clientMessages.notFound };
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const input = await readValidBody(c, clientSchema);
      if (!input.ok) return input.response;
      return c.json(await createClient(db, input.value), 201);
    })
    .put("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      const input = await readValidBody(c, clientSchema);
      if (!input.ok) return input.response;
      const updated = await updateClient(db, id, input.value);
      return updated ? c.json(updated) : c.json(notFound, 404);
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return c.json(notFound, 404);
      return (await deleteClient(db, id)) ? c.body(null, 204) : c.json(notFound, 404);
    });
}
