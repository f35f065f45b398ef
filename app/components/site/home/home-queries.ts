import { getJson } from "#kit/lib/api";
import type { PublicHero } from "#features/hero/public-hero";
import type { PartnerListItem } from "#features/partners/partner-cards";
import type { TickerPostSource } from "#features/blog/site/blog-ticker-data";

/**
 * The home page's reads in the browser (use-fresh-data.ts). The loader gives the first data, so
 * partners and posts are fetched only when it gave none: their mappers load with that fetch.
 */

export const fetchActiveHero = () => getJson<PublicHero | null>("/api/hero-variants/active");

export const fetchPartnerCards = async () => {
  const [{ toPartnerCards }, partners] = await Promise.all([
    import("#features/partners/partner-cards"),
    getJson<PartnerListItem[]>("/api/certified-partners"),
  ]);
  return toPartnerCards(partners);
};

export const fetchTickerPosts = async () => {
  const [{ toTickerPosts }, posts] = await Promise.all([
    import("#features/blog/site/blog-ticker-data"),
    getJson<TickerPostSource[]>("/api/blog"),
  ]);
  return toTickerPosts(posts);
};
