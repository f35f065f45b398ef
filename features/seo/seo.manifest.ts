import { defineEntity } from "#features/shared/entity-manifest";

/** The sitemap, regenerated from Impostazioni (decision 055). */
export const seoManifest = defineEntity({
  id: "seo",
  activity: { "generate-sitemap": { label: "Sitemap" } },
});
