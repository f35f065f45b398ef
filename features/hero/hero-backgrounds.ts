/**
 * The hero's background and text colours as the owner picks them (decision 051): a named preset
 * gradient, or a custom linear gradient of #rrggbb colours built by the dialog's colour pickers.
 * The stored value stays the CSS the public hero uses. Browser-safe: the dialog, the preview
 * and the server's validation share it (the public hero needs only DEFAULT_HERO_GRADIENT, from
 * hero-default-gradient.ts, and stays light).
 */
import { DEFAULT_HERO_GRADIENT } from "./hero-default-gradient";

export type GradientPreset = { name: string; value: string };

export const DEFAULT_TEXT_COLOR = "#ffffff";

/** Six presets, all dark enough for white text (the default text colour) to stay readable. */
export const gradientPresets: readonly GradientPreset[] = [
  { name: "Blu Scaligera", value: DEFAULT_HERO_GRADIENT },
  { name: "Estate", value: "linear-gradient(135deg, #9a3412 0%, #c2410c 55%, #a16207 100%)" },
  { name: "Natale", value: "linear-gradient(135deg, #7f1d1d 0%, #991b1b 45%, #14532d 100%)" },
  { name: "Oceano", value: "linear-gradient(135deg, #0c4a6e 0%, #075985 50%, #115e59 100%)" },
  { name: "Tramonto", value: "linear-gradient(135deg, #831843 0%, #9f1239 50%, #9a3412 100%)" },
  { name: "Viola", value: "linear-gradient(135deg, #3b0764 0%, #581c87 50%, #6b21a8 100%)" },
];

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A colour as `<input type="color">` gives it: #rrggbb. */
export const isHexColor = (value: string | null | undefined): value is string =>
  typeof value === "string" && HEX_COLOR.test(value);

export type GradientStop = { color: string; at: number | null };
export type Gradient = { angle: number; stops: GradientStop[] };

const GRADIENT = /^linear-gradient\(\s*(\d{1,3})deg\s*,(.*)\)$/i;
const STOP = /^(#[0-9a-f]{6})(?:\s+(\d{1,3})%)?$/i;
const MAX_STOPS = 5;

/**
 * A well-formed linear gradient: an angle of 0-360 degrees and 2-5 stops, each a #rrggbb colour
 * with an optional position of 0-100%; null for anything else (named colours, rgb(), url()...).
 */
export function parseGradient(value: string | null | undefined): Gradient | null {
  const match = GRADIENT.exec(value?.trim() ?? "");
  if (!match) return null;
  const angle = Number(match[1]);
  const parts = match[2]!.split(",").map((part) => part.trim());
  if (angle > 360 || parts.length < 2 || parts.length > MAX_STOPS) return null;
  const stops: GradientStop[] = [];
  for (const part of parts) {
    const stop = STOP.exec(part);
    if (!stop) return null;
    const at = stop[2] === undefined ? null : Number(stop[2]);
    if (at !== null && at > 100) return null;
    stops.push({ color: stop[1]!.toLowerCase(), at });
  }
  return { angle, stops };
}

/** The preset a stored background is, if any. */
export const presetOf = (value: string | null | undefined) =>
  gradientPresets.find((preset) => preset.value === value?.trim());

/** A background the server stores: a preset, or a well-formed gradient of validated colours. */
export const isHeroBackground = (value: string) =>
  presetOf(value) !== undefined || parseGradient(value) !== null;

/** The custom gradient of two colours, at the given angle (135°: top left to bottom right). */
export const customGradient = (from: string, to: string, angle = 135) =>
  `linear-gradient(${angle}deg, ${from.toLowerCase()} 0%, ${to.toLowerCase()} 100%)`;

/** The first and last colour of a gradient (the dialog's two pickers), or the default's. */
export function gradientEnds(value: string | null | undefined) {
  const gradient = parseGradient(value) ?? parseGradient(DEFAULT_HERO_GRADIENT)!;
  return {
    angle: gradient.angle,
    from: gradient.stops[0]!.color,
    to: gradient.stops[gradient.stops.length - 1]!.color,
  };
}

/**
 * A stored background as the dialog edits it: the value itself when it is a preset or a
 * well-formed gradient; an older free-form one becomes the gradient of its first and last
 * #rrggbb colours (the preview shows it before saving), or the default without any.
 */
export function editableBackground(value: string | null | undefined): string {
  if (!value) return DEFAULT_HERO_GRADIENT;
  if (isHeroBackground(value)) return value.trim();
  const colours = value.match(/#[0-9a-f]{6}\b/gi);
  if (!colours) return DEFAULT_HERO_GRADIENT;
  return customGradient(colours[0]!, colours[colours.length - 1]!);
}

/** A stored text colour as the picker edits it: #rrggbb (#rgb expanded), else white. */
export function editableTextColor(value: string | null | undefined): string {
  const colour = value?.trim() ?? "";
  if (isHexColor(colour)) return colour.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  if (short)
    return `#${short
      .slice(1)
      .map((digit) => digit + digit)
      .join("")}`.toLowerCase();
  return DEFAULT_TEXT_COLOR;
}

/**
 * A stored background in the activity log's words: a preset by its name ("Gradiente Oceano"),
 * another gradient by its colours ("Personalizzato (#aabbcc → #ddeeff)"); undefined for a value
 * that is neither (older free-form CSS, shown as stored).
 */
export function backgroundWords(value: string): string | undefined {
  const preset = presetOf(value);
  if (preset) return `Gradiente ${preset.name}`;
  const gradient = parseGradient(value);
  if (!gradient) return undefined;
  return `Personalizzato (${gradient.stops.map((stop) => stop.color).join(" → ")})`;
}
