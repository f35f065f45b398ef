import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "#features/pages/page-content";
import { faqStructuredData } from "#features/pages/page-structured-data";
import { metaForPath, notFoundMeta } from "../route-meta";

/** A service's structured data: its name (the page's title) and the header's longer title. */
function serviceJsonLd(page: PublicPage) {
  const { headerTitle } = page.head;
  return {
    name: page.title,
    serviceType: page.title,
    ...(headerTitle && headerTitle !== page.title ? { alternateName: headerTitle } : {}),
  };
}

/**
 * The metadata of a page built from blocks (decision 057): its SEO fields over the site's
 * defaults, a service's name and type, and the FAQPage structured data of its questions.
 */
export function builtPageMeta(page: PublicPage, rootData: unknown): MetaDescriptor[] {
  const entry = {
    title: page.seo.title ?? page.title,
    // The header's lead describes a page that has no description of its own.
    description: page.seo.description ?? page.head.lead ?? "",
    keywords: page.seo.keywords,
    type: page.seo.type,
    noindex: page.seo.noindex,
    ...(page.seo.image ? { image: page.seo.image } : {}),
  };
  const meta = metaForPath(
    { [page.path]: entry },
    page.path,
    rootData,
    page.seo.type === "Service" ? { jsonLd: serviceJsonLd(page) } : {},
  );
  const faq = faqStructuredData(page.head.questions);
  return faq ? [...meta, { "script:ld+json": faq }] : meta;
}

/** The meta function of a page route that draws a page built from blocks (404 without one). */
export const builtPageRouteMeta = ({
  data,
  location,
  matches,
}: {
  data: { page: PublicPage } | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ data?: unknown } | undefined>;
}): MetaDescriptor[] =>
  data
    ? builtPageMeta(data.page, matches[0]?.data)
    : notFoundMeta(location.pathname, matches[0]?.data);
