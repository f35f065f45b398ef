import { labelledOptions } from "../shared/value-options";

/**
 * The hero variant's seasons (../shared/spec/back-office.md §3) with their Italian labels: the one
 * list the database column (features/<entity>/<entity>.table.ts), the zod schema and the admin
 * dialog use. Browser-safe: no zod, no drizzle.
 */
export const heroSeasons = ["default", "estate", "natale", "prodotto"] as const;
export type HeroSeason = (typeof heroSeasons)[number];

export const heroSeasonLabels: Record<HeroSeason, string> = {
  default: "Predefinita",
  estate: "Estate",
  natale: "Natale",
  prodotto: "Prodotto",
};

export const heroSeasonOptions = labelledOptions(heroSeasons, heroSeasonLabels);
