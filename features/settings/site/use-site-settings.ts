import { useRouteLoaderData } from "react-router";
import { siteContext } from "#features/seo/route-meta";
import type { RootData } from "#features/settings/root-data";

/** The company's settings from the root loader (address, VAT, contacts), with the defaults. */
export function useSiteSettings() {
  return siteContext(useRouteLoaderData<RootData>("root")).settings;
}
