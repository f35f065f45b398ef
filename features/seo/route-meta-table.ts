import { homePages } from "./page-meta/home";
import { platformsPages } from "./page-meta/platforms";
import { blogPages } from "./page-meta/blog";
import { legalPages } from "./page-meta/legal";
import { customerPages } from "./page-meta/customer";
import { guidePages, searchPages } from "./page-meta/guides";
import type { PageMetaTable } from "./page-meta/types";

export type { PageMetaTable, RouteMetaEntry } from "./page-meta/types";

/**
 * Metadata of every known public route (../shared/spec/public-site.md §2 "Page metadata"), for the
 * sitemap and the tests. The pages never import this table: each route module imports its own group
 * from page-meta/, so a page does not download every other page's metadata (decision 012).
 */
export const routeMetaTable: PageMetaTable = {
  ...homePages,
  ...platformsPages,
  ...blogPages,
  ...legalPages,
  ...customerPages,
  ...guidePages,
  ...searchPages,
};
