import { getJson } from "~/lib/api";
import type { PublicHero } from "../../../../domain/hero/public-hero";
import { toPartnerCards, type PartnerListItem } from "../../../../domain/partners/partner-cards";
import { toTickerPosts, type TickerPostSource } from "./blog-ticker-data";

/** TanStack Query keys and fetchers of the home page (the loader gives the first data). */
export const homeQueryKeys = {
  hero: ["hero-variants", "active"] as const,
  partners: ["certified-partners", "home"] as const,
  tickerPosts: ["blog", "ticker"] as const,
};

export const fetchActiveHero = () => getJson<PublicHero | null>("/api/hero-variants/active");

export const fetchPartnerCards = async () =>
  toPartnerCards(await getJson<PartnerListItem[]>("/api/certified-partners"));

export const fetchTickerPosts = async () =>
  toTickerPosts(await getJson<TickerPostSource[]>("/api/blog"));

/** The spec's one exception to "never stale": the active hero is always refetched. */
export const heroQueryOptions = {
  staleTime: 0,
  gcTime: 0,
  refetchOnMount: "always",
  refetchOnWindowFocus: true,
} as const;
