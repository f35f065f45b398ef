import { useRouteLoaderData } from "react-router";
import type { RootData } from "#features/settings/root-data";
import type { NavItem } from "#features/navigation/site-menus";

export type { NavItem } from "#features/navigation/site-menus";

/**
 * The bar's button and the last entry of the side menu's main group. The other entries of the
 * bar, the side menu and the footer are edited in the back office (Menu tab, decision 058) and
 * sent by the root loader: `useSiteMenus`.
 */
export const customerArea: NavItem = { to: "/area-clienti", label: "Area Clienti" };

/** The menus of the root loader (none while it is missing, as on an error page without data). */
export function useSiteMenus() {
  return useRouteLoaderData<RootData>("root")?.menus;
}
