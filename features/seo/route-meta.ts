import type { MetaDescriptor } from "react-router";
import {
  publicSiteUrl,
  siteSettingDefaults,
  type SiteSettings,
} from "#features/settings/site-settings";
import { buildMeta, type MetaInput } from "./seo";
import { homePages } from "./page-meta/home";
import type { PageMetaTable, RouteMetaEntry } from "./page-meta/types";

export type { PageMetaTable, RouteMetaEntry };

/** The home page's entry: also the metadata of paths no table knows (404 and error pages). */
const homeEntry = homePages["/"]!;

/** What the metadata needs from the root loader data (`matches[0].data` in a meta function). */
export type SiteContext = { settings: SiteSettings; siteUrl: string; brand: string };

/** Reads settings and site URL from the root loader data, with the company defaults. */
export function siteContext(rootData: unknown): SiteContext {
  const data = (rootData && typeof rootData === "object" ? rootData : {}) as {
    settings?: Partial<SiteSettings> | null;
    siteUrl?: string | null;
  };
  const settings: SiteSettings = { ...siteSettingDefaults, ...(data.settings ?? {}) };
  const brand = settings.site_name.trim() || siteSettingDefaults.site_name;
  // The root loader sends the origin (decision 027); without it, the domain setting alone.
  const siteUrl = data.siteUrl || publicSiteUrl(settings, "");
  return { settings, siteUrl: siteUrl.replace(/\/+$/, ""), brand };
}

/** '{page} | {brand}', the title pattern of every public page. */
export function pageTitle(page: string, rootData: unknown): string {
  return `${page} | ${siteContext(rootData).brand}`;
}

/** "/servizi/" -> "/servizi"; the home page stays "/". */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : "/";
}

/** The entry of a path in `pages`, or the home entry for paths `pages` does not know. */
export function routeMetaFor(
  pages: PageMetaTable,
  pathname: string,
): { entry: RouteMetaEntry; known: boolean } {
  const entry = pages[normalizePath(pathname)];
  return entry ? { entry, known: true } : { entry: homeEntry, known: false };
}

/** Back office and customer dashboard: never indexed (robots.txt also disallows them). */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(admin|customer\/dashboard)(\/|$)/.test(normalizePath(pathname));
}

/**
 * The metadata of a page: its entry in `pages` (the route's group from page-meta/; home metadata
 * for unknown paths), with the brand, site URL and organization from the root data. `overrides`
 * replace any field of the result (title there is the whole document title).
 *
 *   export const meta: Route.MetaFunction = ({ location, matches }) =>
 *     metaForPath(contactPages, location.pathname, matches[0]?.data, { ... });
 */
export function metaForPath(
  pages: PageMetaTable,
  pathname: string,
  rootData: unknown,
  overrides: Partial<MetaInput> = {},
): MetaDescriptor[] {
  const site = siteContext(rootData);
  const path = normalizePath(pathname);
  const { entry } = routeMetaFor(pages, path);
  const isHome = entry === homeEntry;
  const privateArea = isPrivatePath(path);
  return buildMeta({
    title: `${entry.title} | ${site.brand}`,
    // The home description is editable in the back office settings.
    description: (isHome && site.settings.site_description.trim()) || entry.description,
    keywords: entry.keywords,
    path: entry.canonicalPath ?? path,
    image: entry.image,
    type: entry.type,
    noindex: entry.noindex || privateArea,
    ...(privateArea ? { title: `Area riservata | ${site.brand}`, canonical: false } : {}),
    siteUrl: site.siteUrl,
    brand: site.brand,
    settings: site.settings,
    ...overrides,
  });
}

/** What a route's meta function reads: the page's path and the root loader data. */
type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ data?: unknown } | undefined>;
};

/**
 * The meta function of a page whose metadata is its entry in `pages` (see `metaForPath`);
 * `overrides` are computed from the root loader data.
 *
 *   export const meta: Route.MetaFunction = pageMeta(contactPages);
 */
export const pageMeta =
  (pages: PageMetaTable, overrides?: (rootData: unknown) => Partial<MetaInput>) =>
  ({ location, matches }: MetaArgs): MetaDescriptor[] =>
    metaForPath(pages, location.pathname, matches[0]?.data, overrides?.(matches[0]?.data));

/** The meta function of a page kept out of search results (sign-in and password pages). */
export const privatePageMeta = (title: string, description: string) =>
  pageMeta({}, (rootData) => ({
    title: pageTitle(title, rootData),
    description,
    noindex: true,
    canonical: false,
  }));

/** The 404 page: home metadata, its own title, kept out of search results. */
export function notFoundMeta(pathname: string, rootData: unknown): MetaDescriptor[] {
  return metaForPath({}, pathname, rootData, {
    title: pageTitle("Pagina non trovata", rootData),
    noindex: true,
    canonical: false,
  });
}

/** Any other error page: like the 404, with an error title. */
export function errorMeta(pathname: string, rootData: unknown): MetaDescriptor[] {
  return metaForPath({}, pathname, rootData, {
    title: pageTitle("Si è verificato un errore", rootData),
    noindex: true,
    canonical: false,
  });
}
