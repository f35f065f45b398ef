import type { Route } from "./+types/home";
import { getPublicActiveHero } from "../../../domain/hero/hero.server";
import { listPublicPartners } from "../../../domain/partners/partners.server";
import { toPartnerCards } from "../../../domain/partners/partner-cards";
import { listLatestPublicPosts } from "../../../domain/blog/blog.server";
import { HeroSection } from "~/components/site/home/hero-section";
import { ServicesGrid } from "~/components/site/home/services-grid";
import { CertifiedPartnersStrip } from "~/components/site/home/certified-partners-strip";
import { FeaturedProjects } from "~/components/site/home/featured-projects";
import { BlogTicker } from "~/components/site/home/blog-ticker";
import { maxTickerPosts, toTickerPosts } from "~/components/site/home/blog-ticker-data";
import { PromoBanner } from "~/components/site/home/promo-banner";
import { metaForPath } from "~/lib/route-meta";
import { homePages } from "~/lib/page-meta/home";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(homePages, location.pathname, matches[0]?.data);

/** Everything the home page shows comes with the HTML; the browser then keeps it fresh. */
export async function loader({ context }: Route.LoaderArgs) {
  const [hero, partners, posts] = await Promise.all([
    getPublicActiveHero(context.db),
    listPublicPartners(context.db),
    listLatestPublicPosts(context.db, maxTickerPosts),
  ]);
  return { hero, partners: toPartnerCards(partners), posts: toTickerPosts(posts) };
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
