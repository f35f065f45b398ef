import type { Route } from "./+types/home";
import { getPublicHero } from "#features/hero/hero.server";
import { shownHeroOf } from "#features/hero/public-hero";
import { HeroSection } from "#features/hero/site/hero-section";
import { builtPageRouteMeta } from "#features/seo/page-meta/built-page";
import { PageBlocks } from "#features/pages/site/page-blocks";
import { withBlockViews } from "#features/pages/site/load-block-views";
import { loadPublicPage } from "#features/pages/site/page-loader.server";

/**
 * The home page: the hero of the hero variants, then the blocks of the system page "/" as the
 * owner arranged them (decision 057).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [hero, built] = await Promise.all([
    getPublicHero(context.db),
    loadPublicPage(context, request, "/"),
  ]);
  return { hero: hero && shownHeroOf(hero), page: built.page };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => withBlockViews(args);

export const meta: Route.MetaFunction = builtPageRouteMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection initialHero={loaderData.hero} />
      <PageBlocks blocks={loaderData.page.blocks} />
    </>
  );
}
