import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useWatch, type Control } from "react-hook-form";
import { Monitor, Smartphone } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import type { PreparedBlock } from "../page-content";
import { blockDefinition } from "../blocks/block-catalog";
import { PREVIEW_READY, type PreviewMessage } from "../site/preview-frame-content";
import { previewBlocks } from "./pages-api";
import type { EditorBlock, EditorValues } from "./editor-values";

/** The frame's address: a back-office route that draws what it is sent (decision 059). */
const FRAME_PATH = "/admin/anteprima-pagina";
/** Milliseconds of quiet typing before the preview is drawn again. */
export const PREVIEW_DELAY_MS = 350;

const widths = {
  phone: { label: "Telefono", width: 375, icon: Smartphone },
  desktop: { label: "Computer", width: 1280, icon: Monitor },
} as const;
type Width = keyof typeof widths;

/** The blocks whose fields pass their schema (the others wait until they are complete). */
function readyBlocks(blocks: readonly EditorBlock[]) {
  const ready: EditorBlock[] = [];
  const waiting: number[] = [];
  blocks.forEach((block, index) => {
    if (blockDefinition(block.type)?.schema.safeParse(block.data).success) ready.push(block);
    else waiting.push(index + 1);
  });
  return { ready, waiting };
}

/**
 * The live preview (decision 059): the unsaved blocks, drawn by the server's preparation and the
 * public views in a frame at a phone's or a computer's width (scaled to fit), updated a moment
 * after the typing stops. Blocks still incomplete are left out and named.
 */
export function PagePreviewPane({ control }: { control: Control<EditorValues> }) {
  const [title, blocks] = useWatch({ control, name: ["title", "blocks"] });
  const [width, setWidth] = useState<Width>("desktop");
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const [waiting, setWaiting] = useState<number[]>([]);
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef<PreparedBlock[] | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  const send = () => {
    const target = frame.current?.contentWindow;
    if (!target || !latest.current) return;
    const message: PreviewMessage = { type: "page-preview", blocks: latest.current };
    target.postMessage(message, window.location.origin);
  };

  useEffect(() => {
    const ready = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY) send();
    };
    window.addEventListener("message", ready);
    return () => window.removeEventListener("message", ready);
  }, []);

  const content = JSON.stringify({ title, blocks });
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      const parsed = JSON.parse(content) as { title: string; blocks: EditorBlock[] };
      const { ready, waiting: left } = readyBlocks(parsed.blocks);
      setWaiting(left);
      setState("loading");
      previewBlocks({ title: parsed.title.trim() || "Anteprima", blocks: ready })
        .then((page) => {
          if (cancelled) return;
          latest.current = page.blocks;
          setState("idle");
          send();
        })
        .catch(() => {
          if (!cancelled) setState("error");
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [content]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const frameWidth = widths[width].width;
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / frameWidth) : 1;
  const height = 720;
  return (
    <section aria-labelledby="page-preview-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="page-preview-title" className="text-lg font-bold text-slate-900">
          Anteprima
        </h3>
        <div role="radiogroup" aria-label="Larghezza dell'anteprima" className="flex gap-1">
          {(Object.keys(widths) as Width[]).map((key) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={width === key}
              onClick={() => setWidth(key)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700",
                width === key ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              <Icon node={widths[key].icon} className="size-4" />
              {widths[key].label}
              <span className="sr-only"> ({widths[key].width} pixel)</span>
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-slate-700" role="status">
        {state === "loading"
          ? "Aggiornamento dell'anteprima..."
          : state === "error"
            ? "L'anteprima non si è aggiornata: riprova tra poco."
            : waiting.length > 0
              ? `Non compaiono finché non sono completi: ${waiting.length === 1 ? "il blocco" : "i blocchi"} ${waiting.join(", ")}.`
              : "L'anteprima mostra le modifiche non salvate."}
      </p>
      <div
        ref={box}
        className="overflow-hidden rounded-xl border border-slate-300 bg-slate-100"
        style={{ height: height * scale }}
      >
        <iframe
          ref={frame}
          src={FRAME_PATH}
          title="Anteprima della pagina"
          data-testid="page-preview"
          onLoad={send}
          className={cn("origin-top-left bg-white", width === "phone" && "mx-auto")}
          style={{
            width: frameWidth,
            height,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
        />
      </div>
    </section>
  );
}
