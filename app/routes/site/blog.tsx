import { Rss } from "lucide";
import type { Route } from "./+types/blog";
import { Icon } from "#kit/ui/icon";
import { blogFeedPath } from "#features/blog/blog-feed-link";
import { listPublicPostItems } from "#features/blog/blog.server";
import { categoriesOf, parseBlogFilters } from "#features/blog/blog-filter";
import { BlogList } from "#features/blog/site/blog-list";
import { withFeedLink } from "#features/blog/site/blog-post-meta";
import { metaForPath } from "#features/seo/route-meta";
import { blogPages } from "#features/seo/page-meta/blog";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  withFeedLink(metaForPath(blogPages, location.pathname, matches[0]?.data), matches[0]?.data);

/**
 * Every public post (newest first) with the filters of the query string (?q=, ?categoria=):
 * the server HTML is already filtered, and the browser filters the same list as the visitor types.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const posts = await listPublicPostItems(context.db);
  const categories = categoriesOf(posts);
  const filters = parseBlogFilters(new URL(request.url).searchParams, categories);
  return { posts, categories, filters };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section
        aria-labelledby="blog-title"
        className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
          <p className="eyebrow">Blog</p>
          <h1
            id="blog-title"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            Idee e guide per il digitale della tua impresa
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Sviluppo software, sicurezza, e-commerce, cloud e marketing: consigli pratici e novità
            spiegati dal nostro team, con l'esperienza di oltre 20 anni di progetti.
          </p>
          <a
            href={blogFeedPath}
            type="application/rss+xml"
            className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            <Icon node={Rss} className="size-4" />
            Segui il blog con il feed RSS
          </a>
        </div>
      </section>
      <BlogList
        posts={loaderData.posts}
        categories={loaderData.categories}
        filters={loaderData.filters}
      />
    </>
  );
}
