import type { ComponentType } from "react";
import type { PreparedBlock } from "../page-content";
import { partsOf } from "../blocks/block-parts";
import { DrawnBlock } from "./drawn-blocks";

/**
 * Drawing a page's blocks (decision 057). Each block type's view is a module of its own, loaded
 * before the page is drawn: on the server by the page's loader, in the browser before hydrating
 * (app/entry.client.tsx reads the views still missing from the `data-page-blocks` template) and
 * after a navigation by the page routes' clientLoader, in the editor's preview before it draws
 * (load-block-views.ts). A view not loaded draws nothing. A page route whose
 * blocks are known (a form's page) registers their views itself (`registerBlockViews`), so its
 * first load waits for nothing and never loads the catalogue of views.
 */
export type AnyView = ComponentType<{ id: string; data: unknown }>;

/** The views loaded so far, by block type or part name. */
export const loadedViews: Record<string, AnyView> = {};
/** Views a route module brings itself; their names, for its `PageBlocks` (`provided`). */
export function registerBlockViews(views: Record<string, AnyView>): string[] {
  Object.assign(loadedViews, views);
  return Object.keys(views);
}

/**
 * In the browser, the views the page's first load still needs start loading as soon as this
 * module runs: a page route imports it, and React Router runs the route modules before
 * app/entry.client.tsx, which waits for `pageBlocksReady` before hydrating.
 */
if (typeof document !== "undefined") {
  const needs = document
    .querySelector("template[data-page-blocks]")
    ?.getAttribute("data-page-blocks");
  if (needs) {
    window.pageBlocksReady = import("./load-block-views").then(({ loadBlockViews }) =>
      loadBlockViews(needs),
    );
  }
}

declare global {
  interface Window {
    /** The loading of the first page's block views (decision 057), awaited before hydration. */
    pageBlocksReady?: Promise<void>;
  }
}

/**
 * What a page's blocks need loaded: their types' views and the parts their data asks for; in the
 * browser, nothing for a block drawn on the server alone (decision 060).
 */
export function blockNeeds(blocks: readonly PreparedBlock[]): string[] {
  return [
    ...new Set(
      blocks.flatMap((block) => (block.drawn ? [] : [block.type, ...partsOf(block.data)])),
    ),
  ];
}

/** A page's blocks, in order, then the inert template naming what the browser must load first. */
export function PageBlocks({
  blocks,
  provided = [],
}: {
  blocks: readonly PreparedBlock[];
  /** The views the page's route module brings (registerBlockViews): not listed to load. */
  provided?: readonly string[];
}) {
  const needs = blockNeeds(blocks).filter((name) => !provided.includes(name));
  return (
    <>
      {blocks.map((block) => {
        const View = loadedViews[block.type];
        if (block.drawn) return <DrawnBlock key={`${block.id}:drawn`} id={block.id} View={View} />;
        return View ? <View key={block.id} id={block.id} data={block.data} /> : null;
      })}
      {needs.length > 0 ? <template data-page-blocks={needs.join(" ")} /> : null}
    </>
  );
}
