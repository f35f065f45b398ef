import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "./site-settings";
import type { SiteMenus } from "#features/navigation/site-menus";

/**
 * What the root route's loader (app/root.tsx) sends with every page. A leaf module: the pages
 * and the features read it without importing the root route, which imports them (decision 056).
 */
export type RootData = {
  settings: SiteSettings;
  /** The bar's, the side menu's and the footer's entries, compact (decision 058). */
  menus: SiteMenus;
  /** Origin of canonical and Open Graph URLs: the domain setting, else PUBLIC_SITE_URL. */
  siteUrl: string;
  /** PUBLIC_SITE_URL, what an empty domain setting stands for (shown in Impostazioni). */
  configuredSiteUrl: string;
  gaMeasurementId: string | null;
  /**
   * Whether this browser's cookie holds a cookie choice: the banner is then left out of the
   * page. Only the yes or no, never the choice, since the page cache keeps one copy of each.
   */
  consentSaved: boolean;
};

/** Root data for any component under the root route (settings, site URL, analytics id). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
