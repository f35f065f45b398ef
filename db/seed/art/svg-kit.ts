/** Small helpers for the demo images the seed draws as SVG (rendered to WebP by sharp). */

export const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/** Deterministic pseudo-random numbers from a text, so each image is stable across seeds. */
export function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(
  id: string,
  stops: string[],
  angle: "diagonal" | "vertical" = "diagonal",
) {
  const [x2, y2] = angle === "diagonal" ? ["100%", "100%"] : ["0%", "100%"];
  const stopTags = stops
    .map(
      (color, i) =>
        `<stop offset="${(i / Math.max(1, stops.length - 1)) * 100}%" stop-color="${color}"/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0%" y1="0%" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  attrs: {
    size: number;
    fill: string;
    weight?: number;
    anchor?: "start" | "middle" | "end";
    spacing?: number;
    opacity?: number;
  },
): string {
  const weight = attrs.weight ?? 400;
  const anchor = attrs.anchor ?? "start";
  const spacing = attrs.spacing ? ` letter-spacing="${attrs.spacing}"` : "";
  const opacity = attrs.opacity === undefined ? "" : ` fill-opacity="${attrs.opacity}"`;
  return `<text x="${x}" y="${y}" font-family="${fontFamily}" font-size="${attrs.size}" font-weight="${weight}" fill="${attrs.fill}" text-anchor="${anchor}"${spacing}${opacity}>${escapeXml(content)}</text>`;
}

/** Splits a name into at most two balanced lines. */
export function twoLines(name: string): string[] {
  const words = name.split(" ");
  if (name.length <= 14 || words.length < 2) return [name];
  let best: string[] = [name];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const score = Math.max(lines[0]!.length, lines[1]!.length);
    if (score < bestScore) {
      best = lines;
      bestScore = score;
    }
  }
  return best;
}

/** Font size so that `chars` characters of a bold sans fit in `width` pixels. */
export function fitSize(chars: number, width: number, max: number): number {
  return Math.floor(Math.min(max, width / (Math.max(chars, 1) * 0.64)));
}
