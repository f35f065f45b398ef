import type { Route } from "./+types/robots";
import { buildRobotsTxt } from "#features/seo/robots";

/** /robots.txt: crawl the public site, not /admin, /customer or /api; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.env.siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
