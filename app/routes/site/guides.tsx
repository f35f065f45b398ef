import type { Route } from "./+types/guides";
import { listGuideIndex } from "#features/guides/guides.server";
import { GuideIndex } from "#features/guides/site/guide-index";
import { guideIndexMeta } from "#features/guides/site/guide-meta";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  guideIndexMeta(location.pathname, matches[0]?.data);

/** /guide, the knowledge base (decision 065): the categories with their published guides. */
export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listGuideIndex(context.db) };
}

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return <GuideIndex categories={loaderData.categories} />;
}
