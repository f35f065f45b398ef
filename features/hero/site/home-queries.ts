import { getJson } from "#kit/lib/api";
import type { PublicHero } from "#features/hero/public-hero";

/** The home page's read in the browser (use-fresh-data.ts): the active hero, kept fresh. */
export const fetchActiveHero = () => getJson<PublicHero | null>("/api/hero-variants/active");
