import type { AppLoadContext } from "react-router";
import { getPublicPage } from "../pages.server";
import { notFoundPageAnswer } from "../not-found.server";
import { notFoundPagePath } from "../blocks/not-found-defaults";
import { blockNeeds } from "./page-blocks";
import { loadBlockViews } from "./load-block-views";
import { blockDefinition } from "../blocks/block-catalog";
import { partsOf } from "../blocks/block-parts";
import type { PreparedBlock, PublicPage } from "../page-content";

/** A block that needs code in the browser: a form, a button that opens something. */
const needsBrowser = (block: PreparedBlock) =>
  blockDefinition(block.type)?.interactive === true || partsOf(block.data).length > 0;

/**
 * A document's page with each block that needs no browser code drawn on the server alone
 * (decision 060): its data is kept in the load context for the render and left out of the
 * loader data. A navigation's data request (`….data`) gets every block's data, since the
 * browser draws the page itself then.
 */
function drawnOnServer(context: AppLoadContext, request: Request, page: PublicPage): PublicPage {
  if (new URL(request.url).pathname.endsWith(".data")) return page;
  return {
    ...page,
    blocks: page.blocks.map((block) => {
      if (needsBrowser(block)) return block;
      context.drawnBlocks.set(block.id, block.data);
      return { id: block.id, type: block.type, data: null, drawn: true };
    }),
  };
}

/**
 * The published page at `path` for a page route's loader, or the 404 answer with the words of
 * the system page /404 (which itself answers 404), drawn by the root error boundary. A block
 * left out because it no longer parses is logged (decision 057).
 */
export async function loadPublicPage(context: AppLoadContext, request: Request, path: string) {
  const page =
    path === notFoundPagePath
      ? null
      : await getPublicPage(context.db, path, {
          skipped: (block) => context.logger.warn({ path, block }, "page block skipped"),
        });
  if (!page) throw await notFoundPageAnswer(context.db);
  // The views are drawn without suspending: loaded before the render, once per process.
  await loadBlockViews(blockNeeds(page.blocks));
  return { page: drawnOnServer(context, request, page) };
}
