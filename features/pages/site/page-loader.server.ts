import { data, type AppLoadContext } from "react-router";
import { getPublicPage } from "../pages.server";
import { blockNeeds, loadBlockViews } from "./page-blocks";

/**
 * The published page at `path` for a page route's loader, or a 404 answer (drawn by the root
 * error boundary). A block left out because it no longer parses is logged (decision 057).
 */
export async function loadPublicPage(context: AppLoadContext, path: string) {
  const page = await getPublicPage(context.db, path, {
    skipped: (block) => context.logger.warn({ path, block }, "page block skipped"),
  });
  if (!page) throw data(null, { status: 404 });
  // The views are drawn without suspending: loaded before the render, once per process.
  await loadBlockViews(blockNeeds(page.blocks));
  return { page };
}
