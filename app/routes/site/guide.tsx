import { data } from "react-router";
import type { Route } from "./+types/guide";
import { getGuideView } from "#features/guides/guides.server";
import { GuideArticle, GuideNotFound } from "#features/guides/site/guide-article";
import { guideArticleMeta } from "#features/guides/site/guide-meta";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  guideArticleMeta(location.pathname, matches[0]?.data, loaderData?.guide);

/**
 * A published guide (decision 065). An address the guide had before is a redirect, answered
 * before this loader runs (decision 062); a draft, an unknown address and any load error answer
 * 404 with 'Guida non trovata'.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const guide = await getGuideView(context.db, params.slug).catch(() => null);
  if (guide) return { guide };
  throw data(null, { status: 404 });
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle guide={loaderData.guide} />;
}

export function ErrorBoundary() {
  return <GuideNotFound />;
}
