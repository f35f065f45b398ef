import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { getPublicActiveHero, toPublicHero } from "../hero.server";
import { listActiveHeroVariants, listHeroVariants } from "../hero-admin.server";

export function heroRoutes(deps: Deps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      // The list: an administrator (valid admin session) sees every variant, anyone else only
      // the active one. Title and description are sanitized either way.
      .get("/", async (c) => {
        const admin = await sessionUser(deps, c.req.raw, "admin");
        const rows = admin ? await listHeroVariants(db) : await listActiveHeroVariants(db);
        c.header("Vary", "Cookie");
        return c.json(rows.map(toPublicHero));
      })
      // The active hero (or null), title and description sanitized: the public site renders them as HTML.
      .get("/active", async (c) => c.json(await getPublicActiveHero(db)))
  );
}
