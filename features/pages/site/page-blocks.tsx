import type { ComponentType } from "react";
import type { PreparedBlock } from "../page-content";
import { blockViews } from "../blocks/block-views";

const views = blockViews as Record<
  string,
  ComponentType<{ id: string; data: unknown }> | undefined
>;

/** A page's blocks, in order, each drawn by its type's view (decision 057). */
export function PageBlocks({ blocks }: { blocks: readonly PreparedBlock[] }) {
  return blocks.map((block) => {
    const View = views[block.type];
    return View ? <View key={block.id} id={block.id} data={block.data} /> : null;
  });
}
