import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { buildSitemap } from "../sitemap.server";

/**
 * POST /api/admin/generate-sitemap (PRODUCT.md point 9): rebuilds the sitemap as /sitemap.xml
 * serves it and answers { pages } (the number of URLs), with the same origin: env.siteUrl.
 */
export function adminSitemapRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const { pages } = await buildSitemap(db, env.siteUrl, new Date());
    return c.json({ pages });
  });
}
