import { useEffect, useState } from "react";
import type { PreparedBlock } from "../page-content";
import { blockNeeds, PageBlocks } from "./page-blocks";
import { loadBlockViews } from "./load-block-views";

/** What the editor posts to its preview frame. */
export type PreviewMessage = { type: "page-preview"; blocks: PreparedBlock[] };
/** What the frame tells the editor once it listens. */
export const PREVIEW_READY = "page-preview-ready";

const isPreview = (value: unknown): value is PreviewMessage =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "page-preview" &&
  Array.isArray((value as { blocks?: unknown }).blocks);

/**
 * The blocks the editor (the frame's parent, same origin only) sends, drawn by the public
 * views; it says when it is ready, so the editor sends the latest ones.
 */
export function PreviewFrameContent() {
  const [blocks, setBlocks] = useState<PreparedBlock[] | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreview(event.data)) return;
      const { blocks: sent } = event.data;
      // The views of the blocks first: a view not loaded draws nothing.
      void loadBlockViews(blockNeeds(sent)).then(() => setBlocks(sent));
    };
    window.addEventListener("message", receive);
    if (window.parent !== window) {
      window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    }
    return () => window.removeEventListener("message", receive);
  }, []);
  return (
    <main id="main-content" data-testid="page-preview-frame" data-ready={blocks ? "" : undefined}>
      {blocks === null ? (
        <p className="p-8 text-center text-slate-600">L'anteprima compare qui.</p>
      ) : blocks.length === 0 ? (
        <p className="p-8 text-center text-slate-600">La pagina non ha ancora blocchi.</p>
      ) : (
        <PageBlocks blocks={blocks} />
      )}
    </main>
  );
}
