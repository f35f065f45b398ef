import { z } from "#kit/lib/zod";
import { fitSize, linearGradient, svgDocument, text, twoLines } from "./svg-kit";

/** What a wordmark is drawn from besides the name; the seed checks its JSON files with it. */
export const logoSpecSchema = z.strictObject({
  /** Main brand colour (dark enough for white initials on it). */
  color: z.string(),
  accent: z.string(),
  shape: z.enum(["circle", "hexagon", "square", "diamond", "leaf", "wheel"]),
  /** Small line under the name, e.g. the town or the trade. */
  tagline: z.string().optional(),
});
export type LogoSpec = z.output<typeof logoSpecSchema> & { name: string };
type LogoShape = LogoSpec["shape"];

const width = 400;
const height = 200;

function initials(name: string): string {
  const words = name
    .replace(/[&.,']/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 2 && !/^(di|del|della|dei|per|and|the|s\.r\.l)$/i.test(w));
  return ((words[0]?.[0] ?? name[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase();
}

function emblem(shape: LogoShape, cx: number, cy: number, r: number): string {
  const fill = 'fill="url(#logo-grad)"';
  switch (shape) {
    case "circle":
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${fill}/>`;
    case "square":
      return `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r / 3}" ${fill}/>`;
    case "diamond":
      return `<rect x="${cx - r * 0.72}" y="${cy - r * 0.72}" width="${r * 1.44}" height="${r * 1.44}" rx="8" transform="rotate(45 ${cx} ${cy})" ${fill}/>`;
    case "leaf":
      return `<path d="M${cx - r} ${cy + r} C ${cx - r} ${cy - r * 0.4}, ${cx - r * 0.2} ${cy - r}, ${cx + r} ${cy - r} C ${cx + r} ${cy + r * 0.4}, ${cx + r * 0.2} ${cy + r}, ${cx - r} ${cy + r} Z" ${fill}/>`;
    case "wheel":
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${fill}/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`;
    case "hexagon": {
      const points = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join(" ");
      return `<polygon points="${points}" ${fill}/>`;
    }
  }
}

/** A 400x200 wordmark: coloured emblem with initials, the name, an optional tagline. */
export function logoSvg(spec: LogoSpec): string {
  const cx = 78;
  const cy = 100;
  // One line when the name fits at a readable size, otherwise two balanced lines.
  const single = fitSize(spec.name.length, 238, 40);
  const lines = single >= 26 ? [spec.name] : twoLines(spec.name);
  const size =
    lines.length === 1 ? single : fitSize(Math.max(...lines.map((l) => l.length)), 238, 34);
  const lineHeight = Math.round(size * 1.15);
  const tagSize = spec.tagline
    ? Math.min(15, Math.floor((236 / spec.tagline.length - 1.5) / 0.62))
    : 0;
  const tagGap = spec.tagline ? 14 + tagSize : 0;
  const blockHeight = size * 0.75 + (lines.length - 1) * lineHeight + tagGap;
  const firstBaseline = Math.round(cy - blockHeight / 2 + size * 0.75);
  const nameTags = lines
    .map((line, i) =>
      text(142, firstBaseline + i * lineHeight, line, { size, fill: "#0f172a", weight: 700 }),
    )
    .join("");
  const tagline = spec.tagline
    ? text(
        143,
        firstBaseline + (lines.length - 1) * lineHeight + tagGap,
        spec.tagline.toUpperCase(),
        {
          size: tagSize,
          fill: "#475569",
          spacing: 1.5,
        },
      )
    : "";
  const body = [
    `<defs>${linearGradient("logo-grad", [spec.color, spec.accent])}</defs>`,
    `<rect width="${width}" height="${height}" rx="24" fill="#ffffff"/>`,
    emblem(spec.shape, cx, cy, 50),
    text(cx, cy + 13, initials(spec.name), {
      size: 36,
      fill: "#ffffff",
      weight: 700,
      anchor: "middle",
    }),
    nameTags,
    tagline,
  ].join("");
  return svgDocument(width, height, body);
}
