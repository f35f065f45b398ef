import { homePages } from "./page-meta/home";
import { servicesPages } from "./page-meta/services";
import { platformsPages } from "./page-meta/platforms";
import { companyPages } from "./page-meta/company";
import { blogPages } from "./page-meta/blog";
import { contactPages } from "./page-meta/contact";
import { legalPages } from "./page-meta/legal";
import { customerPages } from "./page-meta/customer";
import type { PageMetaTable } from "./page-meta/types";

export type { PageMetaTable, RouteMetaEntry } from "./page-meta/types";

/**
 * Metadata of every known public route (spec public-site, "Page metadata"), for the sitemap and
 * the tests. The pages never import this table: each route module imports its own group from
 * page-meta/, so a page does not download every other page's metadata (decision 012).
 */
export const routeMetaTable: PageMetaTable = {
  ...homePages,
  ...servicesPages,
  ...platformsPages,
  ...blogPages,
  ...contactPages,
  ...legalPages,
  ...companyPages,
  ...customerPages,
};
