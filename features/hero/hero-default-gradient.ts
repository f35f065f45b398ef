/**
 * The background of a variant without one, and the first preset (hero-backgrounds.ts). A leaf
 * module: the public hero reads it without the presets or the season labels.
 */
export const DEFAULT_HERO_GRADIENT =
  "linear-gradient(135deg, #0b1533 0%, #172554 45%, #1e3a8a 100%)";
