import type { MetaDescriptor } from "react-router";
import { metaForPath, pageTitle, siteContext } from "#features/seo/route-meta";
import { guidePages } from "#features/seo/page-meta/guides";
import { absoluteUrl } from "#features/seo/seo";
import { cutAtWord, descriptionMaxLength } from "#features/shared/cut-at-word";
import type { GuideView } from "../guides.server";

/** The knowledge base's address, and an anchor of a category on it. */
export const GUIDES_PATH = "/guide";
export const categoryAnchor = (slug: string) => `categoria-${slug}`;

/** schema.org BreadcrumbList of `trail` (name, site path), from the home page. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly [string, string][]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [["Home", "/"] as const, ...trail].map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, path),
    })),
  };
}

/** /guide: its entry, and the breadcrumb Home › Guide. */
export function guideIndexMeta(pathname: string, rootData: unknown): MetaDescriptor[] {
  const { siteUrl } = siteContext(rootData);
  return [
    ...metaForPath(guidePages, pathname, rootData),
    { "script:ld+json": breadcrumbJsonLd(siteUrl, [["Guide", GUIDES_PATH]]) },
  ];
}

/**
 * A guide: '{title} - Guide | {brand}', its summary, TechArticle JSON-LD with its category
 * and last change, and the breadcrumb Home › Guide › category › guide. Without a guide:
 * 'Guida non trovata', kept out of search results.
 */
export function guideArticleMeta(
  pathname: string,
  rootData: unknown,
  guide: GuideView | undefined,
): MetaDescriptor[] {
  if (!guide) {
    return metaForPath(guidePages, pathname, rootData, {
      title: pageTitle("Guida non trovata", rootData),
      noindex: true,
      canonical: false,
    });
  }
  const { siteUrl } = siteContext(rootData);
  const path = `${GUIDES_PATH}/${guide.slug}`;
  return [
    ...metaForPath(guidePages, pathname, rootData, {
      title: pageTitle(`${guide.title} - Guide`, rootData),
      description: cutAtWord(guide.summary, descriptionMaxLength),
      keywords: [guide.category, "guida", "supporto clienti"],
      path,
      type: "Article",
      modifiedTime: guide.updatedAt,
      jsonLd: { "@type": "TechArticle", headline: guide.title, articleSection: guide.category },
    }),
    {
      "script:ld+json": breadcrumbJsonLd(siteUrl, [
        ["Guide", GUIDES_PATH],
        [guide.category, `${GUIDES_PATH}#${categoryAnchor(guide.categorySlug)}`],
        [guide.title, path],
      ]),
    },
  ];
}
