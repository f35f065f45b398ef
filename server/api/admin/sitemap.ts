import { Hono } from "hono";
import type { AppEnv, Deps } from "../../context";
import { buildSitemap } from "../../../domain/seo/sitemap.server";
import { getSiteSettings } from "../../../domain/settings/settings.server";

/**
 * POST /api/admin/generate-sitemap (PRODUCT.md point 9): rebuilds the sitemap as /sitemap.xml
 * serves it and answers { pages } (the number of URLs). The site address is PUBLIC_SITE_URL,
 * else https:// and the site_domain setting.
 */
export function adminSitemapRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>().post("/", async (c) => {
    const siteUrl = env.PUBLIC_SITE_URL ?? `https://${(await getSiteSettings(db)).site_domain}`;
    const { pages } = await buildSitemap(db, siteUrl, new Date());
    return c.json({ pages });
  });
}
