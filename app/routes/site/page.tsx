import type { Route } from "./+types/page";
import { getPublicPage } from "#features/pages/pages.server";
import { normalizePath, notFoundMeta } from "#app/lib/route-meta";
import { builtPageMeta } from "#app/lib/page-meta/built-page";
import { PageBlocks } from "#features/pages/site/page-blocks";
import { notFoundAnswer } from "#features/pages/not-found.server";
import { notFoundPagePath } from "#features/pages/blocks/not-found-defaults";

/**
 * Any path no other route claims: the page built from blocks published there (decision 057),
 * else 404, drawn by the root error boundary with the site's not-found page (the system page
 * /404, which itself answers 404).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The splat, not the request's URL: a client navigation asks for '/chi-siamo.data'.
  const path = normalizePath(`/${params["*"] ?? ""}`);
  if (path === notFoundPagePath) throw await notFoundAnswer(context.db);
  const page = await getPublicPage(context.db, path, {
    skipped: (block) => context.logger.warn({ path, block }, "page block skipped"),
  });
  if (!page) throw await notFoundAnswer(context.db);
  return { page };
}

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) =>
  loaded
    ? builtPageMeta(loaded.page, matches[0]?.data)
    : notFoundMeta(location.pathname, matches[0]?.data);

export default function BuiltPage({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} />;
}
