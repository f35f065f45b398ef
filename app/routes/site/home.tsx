import type { Route } from "./+types/home";
import { getPublicHero } from "#features/hero/hero.server";
import { shownHeroOf } from "#features/hero/public-hero";
import { listPublicPartners } from "#features/partners/partners.server";
import { toPartnerCards } from "#features/partners/partner-cards";
import { listLatestPublicPosts } from "#features/blog/blog.server";
import { HeroSection } from "#features/hero/site/hero-section";
import { ServicesGrid } from "#app/components/site/home/services-grid";
import { CertifiedPartnersStrip } from "#features/partners/site/certified-partners-strip";
import { FeaturedProjects } from "#features/portfolio/site/featured-projects";
import { BlogTicker } from "#features/blog/site/blog-ticker";
import { maxTickerPosts, toTickerPosts } from "#features/blog/site/blog-ticker-data";
import { PromoBanner } from "#app/components/site/home/promo-banner";
import { pageMeta } from "#app/lib/route-meta";
import { homePages } from "#app/lib/page-meta/home";

export const meta: Route.MetaFunction = pageMeta(homePages);

/** Everything the home page shows comes with the HTML; the browser then keeps it fresh. */
export async function loader({ context }: Route.LoaderArgs) {
  const [hero, partners, posts] = await Promise.all([
    getPublicHero(context.db),
    listPublicPartners(context.db),
    listLatestPublicPosts(context.db, maxTickerPosts),
  ]);
  return {
    hero: hero && shownHeroOf(hero),
    partners: toPartnerCards(partners),
    posts: toTickerPosts(posts),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection initialHero={loaderData.hero} />
      <ServicesGrid />
      <CertifiedPartnersStrip initialCards={loaderData.partners} />
      <FeaturedProjects />
      <BlogTicker initialPosts={loaderData.posts} />
      <PromoBanner />
    </>
  );
}
