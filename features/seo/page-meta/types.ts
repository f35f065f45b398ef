import type { PageType } from "../seo";

export type RouteMetaEntry = {
  /** The page part of the title; the document title is '{title} | {brand}'. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Site path of the share image; the 1200x630 Open Graph image when absent. */
  image?: string;
  type: PageType;
  /** Pages kept out of search results (login forms). */
  noindex?: boolean;
  /** Canonical path when it differs from the page's own path (duplicate URLs). */
  canonicalPath?: string;
};

/** Metadata entries by page path. */
export type PageMetaTable = Record<string, RouteMetaEntry>;
