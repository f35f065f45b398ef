/**
 * The six named background presets of the hero dialog (back-office.md section 2). All are dark
 * enough for white text (the default text colour) to stay readable.
 */
export type GradientPreset = { name: string; value: string };

export const DEFAULT_HERO_GRADIENT =
  "linear-gradient(135deg, #0b1533 0%, #172554 45%, #1e3a8a 100%)";

export const gradientPresets: readonly GradientPreset[] = [
  { name: "Blu Scaligera", value: DEFAULT_HERO_GRADIENT },
  { name: "Estate", value: "linear-gradient(135deg, #9a3412 0%, #c2410c 55%, #a16207 100%)" },
  { name: "Natale", value: "linear-gradient(135deg, #7f1d1d 0%, #991b1b 45%, #14532d 100%)" },
  { name: "Ocean", value: "linear-gradient(135deg, #0c4a6e 0%, #075985 50%, #115e59 100%)" },
  { name: "Sunset", value: "linear-gradient(135deg, #831843 0%, #9f1239 50%, #9a3412 100%)" },
  { name: "Purple", value: "linear-gradient(135deg, #3b0764 0%, #581c87 50%, #6b21a8 100%)" },
];

export const DEFAULT_TEXT_COLOR = "#ffffff";
