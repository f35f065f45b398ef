import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { routeId } from "#server/http/route-params";
import { listSoftware, recordDownload } from "../software.server";
import { softwareMessages } from "../software.schema";

/**
 * Public software calls (back-office.md section 7 "Software"):
 *   GET  /api/software               active items by sortOrder then name; every item for an admin
 *   POST /api/software/{id}/download counts a download of an active item
 *                                    -> 200 { fileUrl, downloadCount }; unknown or inactive 404
 */
export function softwareRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const admin = await sessionUser(deps, c.req.raw, "admin");
      return c.json(await listSoftware(deps.db, { includeInactive: admin !== null }));
    })
    .post(
      "/:id/download",
      rateLimit(deps.rateLimits, rateLimitRules.softwareDownload),
      async (c) => {
        const id = routeId(c);
        const answer = id === null ? null : await recordDownload(deps.db, id);
        if (!answer) return c.json({ message: softwareMessages.notFound }, 404);
        return c.json(answer);
      },
    );
}
