import { blockViewModules } from "../blocks/block-views";
import { loadedParts } from "../blocks/block-parts";
import type { PublicPage } from "../page-content";
import { blockNeeds, loadedViews, type AnyView } from "./page-blocks";

/** The catalogue of view modules (decision 057): loaded only where a page needs a view it lacks. */
const modules = blockViewModules as Record<string, () => Promise<AnyView>>;

async function loadQuoteButton() {
  loadedParts["quote-button"] ??= (
    await import("#features/contact/site/quote-request-button")
  ).QuoteRequestButton;
}

/** Loads the views and parts named in `needs` (a list, or the template's text) not loaded yet. */
export async function loadBlockViews(needs: Iterable<string> | string): Promise<void> {
  const names = [...new Set(typeof needs === "string" ? needs.split(" ") : needs)];
  await Promise.all([
    names.includes("quote-button") ? loadQuoteButton() : undefined,
    ...names
      .filter((type) => Object.hasOwn(modules, type) && !loadedViews[type])
      .map(async (type) => {
        loadedViews[type] = await modules[type]!();
      }),
  ]);
}

/** A page route's clientLoader: after a navigation the page shows once its views are loaded. */
export async function withBlockViews<Loaded extends { page: PublicPage }>({
  serverLoader,
}: {
  serverLoader: () => Promise<Loaded>;
}): Promise<Loaded> {
  const loaded = await serverLoader();
  await loadBlockViews(blockNeeds(loaded.page.blocks));
  return loaded;
}
