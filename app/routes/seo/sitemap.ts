import type { Route } from "./+types/sitemap";
import { buildSitemap } from "#features/seo/sitemap.server";
import { getPublicSiteUrl } from "#features/settings/settings.server";
import { databaseResource } from "#app/lib/database-resource.server";

/** /sitemap.xml, built from the database on each request (scheduled posts appear on time). */
export function loader({ context }: Route.LoaderArgs) {
  return databaseResource(async () => {
    const siteUrl = await getPublicSiteUrl(context.db, context.env.siteUrl);
    const { xml } = await buildSitemap(context.db, siteUrl, new Date());
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
