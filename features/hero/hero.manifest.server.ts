import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./hero.table";
import { heroRoutes } from "./api/public";
import { adminHeroRoutes } from "./api/admin";

/** The home page's banners: tables, API mounts, page cache (decision 055). */
export const heroServer = defineServerEntity({
  id: "hero",
  tables,
  public: { "/hero-variants": { routes: heroRoutes, cached: ["/", "/active"] } },
  admin: { "/hero-variants": { area: "heroes", routes: adminHeroRoutes } },
  logged: { "hero-variants": { table: tables.heroVariants } },
  personalData: { hero_variants: none("Nomi interni delle varianti della pagina iniziale.") },
});
