import type { GradientColor } from "../solution-display";

/**
 * Fixed class names per gradient colour (Tailwind only generates classes it can read in the
 * source, so they are spelled out). Every text colour keeps at least 4.5:1 contrast.
 */
export const heroGradient: Record<GradientColor, string> = {
  blue: "from-blue-950 via-blue-900 to-blue-700",
  emerald: "from-emerald-950 via-emerald-900 to-emerald-700",
  purple: "from-purple-950 via-purple-900 to-purple-700",
  orange: "from-orange-950 via-orange-900 to-orange-700",
  pink: "from-pink-950 via-pink-900 to-pink-700",
  cyan: "from-cyan-950 via-cyan-900 to-cyan-700",
};

/** Soft badge on a white background. */
export const badgeTone: Record<GradientColor, string> = {
  blue: "bg-blue-50 text-blue-800 ring-blue-200",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  purple: "bg-purple-50 text-purple-800 ring-purple-200",
  orange: "bg-orange-50 text-orange-800 ring-orange-200",
  pink: "bg-pink-50 text-pink-800 ring-pink-200",
  cyan: "bg-cyan-50 text-cyan-800 ring-cyan-200",
};

/** Icon and link colour on a white background. */
export const accentText: Record<GradientColor, string> = {
  blue: "text-blue-700",
  emerald: "text-emerald-700",
  purple: "text-purple-700",
  orange: "text-orange-700",
  pink: "text-pink-700",
  cyan: "text-cyan-700",
};
