import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./guides.table";
import { guideRoutes } from "./api/public";
import { adminGuideCategoryRoutes, adminGuideRoutes } from "./api/admin";

/** The knowledge base (decision 065): tables, API mounts, page cache, personal data. */
export const guidesServer = defineServerEntity({
  id: "guides",
  tables,
  public: { "/guides": { routes: guideRoutes, cached: ["/", "/:slug"] } },
  admin: {
    "/guides": { area: "guides", routes: adminGuideRoutes },
    "/guide-categories": { area: "guide-categories", routes: adminGuideCategoryRoutes },
  },
  logged: {
    guides: { table: tables.guides },
    "guide-categories": { table: tables.guideCategories },
  },
  personalData: {
    guides: none("Guide scritte dalla redazione per i clienti, senza dati di persone."),
    guide_categories: none("Nomi e descrizioni delle categorie delle guide."),
  },
});
