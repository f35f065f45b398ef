import type { Route } from "./+types/blog-rss";
import { listPublicPosts } from "#features/blog/blog.server";
import { renderBlogRss } from "#features/blog/blog-rss";
import { getSiteSettings } from "#features/settings/settings.server";
import { publicSiteUrl } from "#features/settings/site-settings";
import { blogPages } from "#features/seo/page-meta/blog";
import { siteContext } from "#features/seo/route-meta";
import { databaseResource } from "#app/lib/database-resource.server";

/** /blog/rss.xml: the published posts as an RSS 2.0 feed, newest first. */
export function loader({ context }: Route.LoaderArgs) {
  return databaseResource(async () => {
    const now = new Date();
    const [posts, settings] = await Promise.all([
      listPublicPosts(context.db, now),
      getSiteSettings(context.db),
    ]);
    const { brand, siteUrl } = siteContext({
      settings,
      siteUrl: publicSiteUrl(settings, context.env.siteUrl),
    });
    const description = blogPages["/blog"]?.description ?? settings.site_description;
    return new Response(renderBlogRss({ siteUrl, brand, description, posts, now }), {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  });
}
