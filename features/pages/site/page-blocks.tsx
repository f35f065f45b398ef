import { lazy, type ComponentType } from "react";
import type { PreparedBlock, PublicPage } from "../page-content";
import { blockViewModules } from "../blocks/block-views";
import { isBlockPart, loadBlockParts, partsOf } from "../blocks/block-parts";

/**
 * Drawing a page's blocks (decision 057). Each block type's view is a module of its own: the
 * browser loads the views of a page before it draws it (before hydrating, app/entry.client.tsx,
 * which reads the types from the `data-page-blocks` template; after a navigation, the page
 * routes' clientLoader `withBlockViews`), so a page loads only the views it shows and none
 * suspends. On the server the page's loader loads them (page-loader.server.ts).
 */
type AnyView = ComponentType<{ id: string; data: unknown }>;
const modules = blockViewModules as Record<string, () => Promise<AnyView>>;

const resolved: Record<string, AnyView> = {};

/** A last resort for a view not loaded beforehand. */
const lazyViews: Record<string, AnyView> = Object.fromEntries(
  Object.entries(modules).map(([type, load]) => [
    type,
    lazy(async () => ({ default: await load() })),
  ]),
);

function blockView(type: string): AnyView | undefined {
  if (!Object.hasOwn(modules, type)) return undefined;
  return resolved[type] ?? lazyViews[type];
}

/** What a page's blocks need loaded: their types' views and the parts their data asks for. */
export function blockNeeds(blocks: readonly PreparedBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => [block.type, ...partsOf(block.data)]))];
}

/** Loads the views and parts named in `needs` that are not loaded yet. */
export async function loadBlockViews(needs: Iterable<string>): Promise<void> {
  const names = [...new Set(needs)];
  const views = names.filter((type) => Object.hasOwn(modules, type) && !resolved[type]);
  await Promise.all([
    loadBlockParts(names.filter(isBlockPart)),
    ...views.map(async (type) => {
      resolved[type] = await modules[type]!();
    }),
  ]);
}

/** A page route's clientLoader: after a navigation the page shows once its views are loaded. */
export async function withBlockViews({
  serverLoader,
}: {
  serverLoader: () => Promise<{ page: PublicPage }>;
}): Promise<{ page: PublicPage }> {
  const loaded = await serverLoader();
  await loadBlockViews(blockNeeds(loaded.page.blocks));
  return loaded;
}

/** A page's blocks, in order, then the inert template naming the views and parts they need. */
export function PageBlocks({ blocks }: { blocks: readonly PreparedBlock[] }) {
  const needs = blockNeeds(blocks).join(" ");
  return (
    <>
      {blocks.map((block) => {
        const View = blockView(block.type);
        return View ? <View key={block.id} id={block.id} data={block.data} /> : null;
      })}
      <template data-page-blocks={needs} />
    </>
  );
}
