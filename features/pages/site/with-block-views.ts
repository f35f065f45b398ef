import { loadBlockViews } from "../blocks/block-views";
import type { PublicPage } from "../page-content";

/**
 * A page route's clientLoader (decision 057): after a navigation the page shows once the views
 * of its blocks are loaded, so it never flashes empty. The first load uses the server's HTML.
 */
export async function withBlockViews({
  serverLoader,
}: {
  serverLoader: () => Promise<{ page: PublicPage }>;
}): Promise<{ page: PublicPage }> {
  const loaded = await serverLoader();
  await loadBlockViews(loaded.page.blocks.map((block) => block.type));
  return loaded;
}
