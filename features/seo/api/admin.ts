import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { getPublicSiteUrl } from "../../settings/settings.server";
import { buildSitemap } from "../sitemap.server";

const route = routeKit(["Impostazioni"]);

/**
 * POST /api/admin/generate-sitemap (PRODUCT.md point 9): rebuilds the sitemap as /sitemap.xml
 * serves it and answers { pages } (the number of URLs), with the same origin: the domain setting,
 * else env.siteUrl (decision 027).
 */
export function adminSitemapRoutes({ db, env }: Deps) {
  return apiRoutes().openapi(
    route.post("/", "Rigenera la sitemap", {
      responses: {
        200: jsonAnswer(z.object({ pages: z.number().int() }), "Il numero di indirizzi"),
      },
    }),
    async (c) => {
      const siteUrl = await getPublicSiteUrl(db, env.siteUrl);
      const { pages } = await buildSitemap(db, siteUrl, new Date());
      return c.json({ pages }, 200);
    },
  );
}
