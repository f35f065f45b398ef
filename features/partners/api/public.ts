import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { listAllPartners, listPublicPartners } from "../partners.server";

/**
 * GET /api/certified-partners: the active partners by sortOrder; a signed-in admin gets every
 * partner (the back-office list). The home strip drops inactive ones itself (toPartnerCards).
 */
export function partnerRoutes(deps: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const admin = await sessionUser(deps, c.req.raw, "admin");
    return c.json(await (admin ? listAllPartners(deps.db) : listPublicPartners(deps.db)));
  });
}
