import type { Route } from "./+types/search";
import { metaForPath } from "#features/seo/route-meta";
import { searchPages } from "#features/seo/page-meta/guides";
import { searchSite } from "#features/search/search.server";
import { SearchResults } from "#features/search/site/search-results";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(searchPages, location.pathname, matches[0]?.data, { canonical: false });

/**
 * /cerca?q=…&pagina=… (decision 065): the site search, drawn on the server; a plain GET form,
 * so it works without JavaScript. Kept out of search results (noindex).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("pagina") ?? "1", 10);
  return { answer: await searchSite(context.db, params.get("q"), page) };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResults answer={loaderData.answer} />;
}
