import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { adminSitemapRoutes } from "./api/admin";

/** The sitemap's regeneration (decision 055). */
export const seoServer = defineServerEntity({
  id: "seo",
  admin: { "/generate-sitemap": { area: "settings", routes: adminSitemapRoutes } },
});
