import type { AppLoadContext } from "react-router";
import { getPublicPage } from "../pages.server";
import { notFoundPageAnswer } from "../not-found.server";
import { notFoundPagePath } from "../blocks/not-found-defaults";
import { blockNeeds } from "./page-blocks";
import { loadBlockViews } from "./load-block-views";

/**
 * The published page at `path` for a page route's loader, or the 404 answer with the words of
 * the system page /404 (which itself answers 404), drawn by the root error boundary. A block
 * left out because it no longer parses is logged (decision 057).
 */
export async function loadPublicPage(context: AppLoadContext, path: string) {
  const page =
    path === notFoundPagePath
      ? null
      : await getPublicPage(context.db, path, {
          skipped: (block) => context.logger.warn({ path, block }, "page block skipped"),
        });
  if (!page) throw await notFoundPageAnswer(context.db);
  // The views are drawn without suspending: loaded before the render, once per process.
  await loadBlockViews(blockNeeds(page.blocks));
  return { page };
}
