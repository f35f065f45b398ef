import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "#features/pages/page-content";
import { faqStructuredData } from "#features/pages/page-structured-data";
import { metaForPath, notFoundMeta } from "../route-meta";

/** The lead of the page's header block: the description of a page that has none of its own. */
function headerLead(page: PublicPage): string {
  const header = page.blocks.find((block) => block.type === "page-header");
  return (header?.data as { lead?: string | null } | undefined)?.lead ?? "";
}

/**
 * The metadata of a page built from blocks (decision 057): its SEO fields over the site's
 * defaults, and the FAQPage structured data of its questions.
 */
export function builtPageMeta(page: PublicPage, rootData: unknown): MetaDescriptor[] {
  const entry = {
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? headerLead(page),
    keywords: page.seo.keywords,
    type: page.seo.type,
    noindex: page.seo.noindex,
    ...(page.seo.image ? { image: page.seo.image } : {}),
  };
  const meta = metaForPath({ [page.path]: entry }, page.path, rootData);
  const faq = faqStructuredData(page);
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
