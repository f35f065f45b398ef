import type { Route } from "./+types/robots";
import { buildRobotsTxt } from "#features/seo/robots";
import { getPublicSiteUrl } from "#features/settings/settings.server";
import { databaseResource } from "#app/lib/database-resource.server";

/** /robots.txt: crawl the public site, not /admin, /customer or /api; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  return databaseResource(async () => {
    const siteUrl = await getPublicSiteUrl(context.db, context.env.siteUrl);
    return new Response(buildRobotsTxt(siteUrl), {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  });
}
