import type { MetaDescriptor } from "react-router";
import { metaForPath, pageTitle } from "#features/seo/route-meta";

type MetaArgs = {
  location: { pathname: string };
  matches: readonly ({ data: unknown } | undefined)[];
};

/** The meta of a back-office page: its title after the brand's, kept out of search results. */
export function adminPageMeta(title: string, description?: string) {
  return ({ location, matches }: MetaArgs): MetaDescriptor[] =>
    metaForPath({}, location.pathname, matches[0]?.data, {
      title: pageTitle(title, matches[0]?.data),
      ...(description === undefined ? {} : { description }),
      noindex: true,
      canonical: false,
    });
}
