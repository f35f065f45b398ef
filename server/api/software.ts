import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { sessionUser } from "../http/auth";
import { rateLimit } from "../http/rate-limit";
import { listSoftware, recordDownload } from "../../domain/software/software.server";
import { parseSoftwareId, SOFTWARE_NOT_FOUND } from "./software-id";

/** Downloads counted per address: enough for any real visitor, not for inflating the counters. */
const downloadRule = { name: "software-download", limit: 60, windowMs: 10 * 60_000 };

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
    .post("/:id/download", rateLimit(deps.rateLimits, downloadRule), async (c) => {
      const id = parseSoftwareId(c.req.param("id"));
      const answer = id === null ? null : await recordDownload(deps.db, id);
      if (!answer) return c.json({ message: SOFTWARE_NOT_FOUND }, 404);
      return c.json(answer);
    });
}
