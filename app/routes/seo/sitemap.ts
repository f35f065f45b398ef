import type { Route } from "./+types/sitemap";
import { buildSitemap } from "#features/seo/sitemap.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "#server/http/database-unavailable";

/** /sitemap.xml, built from the database on each request (scheduled posts appear on time). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { xml } = await buildSitemap(context.db, context.env.siteUrl, new Date());
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    // A resource route's error would be React Router's bare 500: a crawler should come back.
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response(DATABASE_UNAVAILABLE_MESSAGE, {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      },
    });
  }
}
