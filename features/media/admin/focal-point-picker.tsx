import type { KeyboardEvent, MouseEvent } from "react";

type Point = { x: number; y: number };

type Props = {
  id: string;
  src: string;
  value: Point;
  onChange: (point: Point) => void;
};

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** "30% da sinistra, 60% dall'alto": the marker's place in words. */
export const focalText = ({ x, y }: Point) => `${x}% da sinistra, ${y}% dall'alto`;

/**
 * The focal point of an image (decision 064): a click on the image puts the marker there; the
 * marker is a button, so it is reached with Tab and moved with the arrow keys (5% a press, 1%
 * with Shift; Home centres it). Its place is written under the image and two crops show what
 * the site's cards keep.
 */
export function FocalPointPicker({ id, src, value, onChange }: Props) {
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 1 : 5;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: value.x - step, y: value.y },
      ArrowRight: { x: value.x + step, y: value.y },
      ArrowUp: { x: value.x, y: value.y - step },
      ArrowDown: { x: value.x, y: value.y + step },
      Home: { x: 50, y: 50 },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    onChange({ x: clamp(next.x), y: clamp(next.y) });
  };
  const position = `${value.x}% ${value.y}%`;
  const labelId = `${id}-label`;
  return (
    <div className="grid gap-3">
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        Punto focale
      </span>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        Fai clic sul soggetto dell&apos;immagine, oppure seleziona il segno e spostalo con le
        frecce: dove il sito ritaglia l&apos;immagine, il soggetto resta visibile.
      </p>
      {/* The click is a shortcut for the pointer; the marker button below does the same by keyboard. */}
      <div className="relative w-fit max-w-full cursor-crosshair select-none" onClick={pick}>
        <img
          src={src}
          alt=""
          className="block max-h-72 max-w-full rounded-lg border border-slate-300"
          draggable={false}
        />
        <button
          type="button"
          id={id}
          data-testid="focal-marker"
          aria-labelledby={labelId}
          aria-describedby={`${id}-help ${id}-value`}
          onKeyDown={move}
          onClick={(event) => event.stopPropagation()}
          className="absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-brand-700/70 shadow-[0_0_0_2px_rgb(15_23_42)] focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-400"
          style={{ left: `${value.x}%`, top: `${value.y}%` }}
        />
      </div>
      <p id={`${id}-value`} className="text-sm font-medium text-slate-800" aria-live="polite">
        {focalText(value)}
      </p>
      <div className="flex flex-wrap items-end gap-4" aria-hidden="true">
        <figure className="grid gap-1">
          <img
            src={src}
            alt=""
            className="size-24 rounded border border-slate-300 object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption className="text-xs text-slate-700">Ritaglio quadrato</figcaption>
        </figure>
        <figure className="grid gap-1">
          <img
            src={src}
            alt=""
            className="h-24 w-48 rounded border border-slate-300 object-cover"
            style={{ objectPosition: position }}
          />
          <figcaption className="text-xs text-slate-700">Ritaglio largo</figcaption>
        </figure>
      </div>
    </div>
  );
}
