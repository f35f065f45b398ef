import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/platform-detail";
import { getSolutionBySlug, toPublicPlatforms } from "#features/solutions/solutions.server";
import {
  platformDescription,
  platformImageOf,
  platformTitle,
} from "#features/solutions/solution-display";
import { PlatformHero } from "#features/solutions/site/platform-hero";
import { PlatformSections } from "#features/solutions/site/platform-sections";
import {
  PlatformCallToAction,
  PlatformUnavailable,
} from "#features/solutions/site/platform-states";
import { relatedServiceLinks } from "#features/solutions/related-services.server";
import { PageLinksNav } from "#features/pages/blocks/page-list.view";
import { metaForPath, pageTitle, siteContext } from "#features/seo/route-meta";
import { platformsPages } from "#features/seo/page-meta/platforms";

export const meta: Route.MetaFunction = ({ location, matches, loaderData, error }) => {
  const root = matches[0]?.data;
  const platform = loaderData?.platform;
  if (error || !platform) {
    const notFound = !error || (isRouteErrorResponse(error) && error.status === 404);
    return metaForPath(platformsPages, location.pathname, root, {
      title: pageTitle(
        notFound ? "Piattaforma non trovata" : "Errore nel caricamento della piattaforma",
        root,
      ),
      noindex: true,
      canonical: false,
    });
  }
  return metaForPath(platformsPages, location.pathname, root, {
    title: platformTitle(platform, siteContext(root).brand),
    description: platformDescription(platform),
    keywords: platform.metaKeywords?.trim() || [platform.name, "piattaforma white-label"],
    type: "WebPage",
    ...(platform.heroImage
      ? {
          image: platform.heroImage,
          imageAlt:
            platformImageOf(platform, platform.heroImage)?.alt ?? `Schermata di ${platform.name}`,
        }
      : {}),
    jsonLd: {
      about: {
        "@type": "SoftwareApplication",
        name: platform.name,
        description: platform.shortDescription,
        applicationCategory: "BusinessApplication",
      },
    },
  });
};

/**
 * A published platform (a slug it had before is a redirect, answered before this loader runs:
 * decision 062); else 404 with the spec's not-found state (drafts stay hidden).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const platform = await getSolutionBySlug(context.db, params.slug);
  if (platform) {
    const [shown] = await toPublicPlatforms(context.db, [platform]);
    return {
      platform: shown!,
      relatedServices: await relatedServiceLinks(context.db, platform.relatedServices),
    };
  }
  throw data(null, { status: 404 });
}

export default function PlatformDetail({ loaderData }: Route.ComponentProps) {
  const { platform, relatedServices } = loaderData;
  return (
    <>
      <PlatformHero platform={platform} />
      <PlatformSections platform={platform} />
      {relatedServices.length > 0 ? (
        <PageLinksNav
          pages={relatedServices}
          title="Servizi correlati"
          headingId="platform-related-services"
        />
      ) : null}
      <PlatformCallToAction name={platform.name} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PlatformUnavailable notFound={isRouteErrorResponse(error) && error.status === 404} />;
}
