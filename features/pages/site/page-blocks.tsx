import { Suspense } from "react";
import type { PreparedBlock } from "../page-content";
import { blockView } from "../blocks/block-views";

/**
 * A page's blocks, in order, each drawn by its type's view (decision 057). Each stands in its
 * own Suspense boundary: while the browser loads a view, the server's HTML of that block stays.
 */
export function PageBlocks({ blocks }: { blocks: readonly PreparedBlock[] }) {
  return blocks.map((block) => {
    const View = blockView(block.type);
    return View ? (
      <Suspense key={block.id}>
        <View id={block.id} data={block.data} />
      </Suspense>
    ) : null;
  });
}
