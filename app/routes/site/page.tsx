import type { Route } from "./+types/page";
import { normalizePath } from "#features/seo/route-meta";
import { builtPageRouteMeta } from "#features/seo/page-meta/built-page";
import { PageBlocks } from "#features/pages/site/page-blocks";
import { withBlockViews } from "#features/pages/site/load-block-views";
import { loadPublicPage } from "#features/pages/site/page-loader.server";

/**
 * Any path no other route claims: the page built from blocks published there (decision 057),
 * else 404, drawn by the root error boundary with the site's not-found page.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  // The splat, not request.url: a navigation's data request ends in ".data".
  return loadPublicPage(context, request, normalizePath(`/${params["*"] ?? ""}`));
}

export const clientLoader = withBlockViews;

export const meta: Route.MetaFunction = builtPageRouteMeta;

export default function BuiltPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} />;
}
