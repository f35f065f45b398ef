import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { getDraftPage } from "#features/pages/pages.server";
import { readPreviewToken } from "#features/pages/preview-link.server";
import { blockNeeds, PageBlocks } from "#features/pages/site/page-blocks";
import { loadBlockViews } from "#features/pages/site/load-block-views";
import { PreviewNotice, PreviewLinkProblem } from "#features/pages/site/preview-notice";
import { metaForPath, pageTitle } from "#features/seo/route-meta";

/**
 * /anteprima/<token>: the draft of a page for whoever has a preview link (decision 059), kept
 * out of search engines and of the page cache; an expired or wrong link says so in Italian.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = await readPreviewToken(context.db, context.sessionSecret, params.token ?? "");
  const page = token.state === "valid" ? await getDraftPage(context.db, token.id) : null;
  if (page) {
    await loadBlockViews(blockNeeds(page.blocks));
    return { page, problem: null };
  }
  const problem = token.state === "expired" ? ("expired" as const) : ("invalid" as const);
  return data({ page: null, problem }, { status: problem === "expired" ? 410 : 404 });
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) =>
  metaForPath({}, location.pathname, matches[0]?.data, {
    title: pageTitle(
      loaded?.page ? `Anteprima: ${loaded.page.title}` : "Anteprima non disponibile",
      matches[0]?.data,
    ),
    noindex: true,
    canonical: false,
  });

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <PreviewLinkProblem problem={loaderData.problem} />;
  return (
    <>
      <PreviewNotice />
      <PageBlocks blocks={loaderData.page.blocks} />
    </>
  );
}
