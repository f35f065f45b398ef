import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { getPublicPostView } from "#features/blog/blog.server";
import { BlogArticle } from "#features/blog/site/blog-article";
import { BlogPostNotFound } from "#features/blog/site/blog-post-not-found";
import { blogPostMeta } from "#features/blog/site/blog-post-meta";
import { useRootData } from "#features/settings/root-data";
import { absoluteUrl } from "#features/seo/seo";
import { siteContext } from "#features/seo/route-meta";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  blogPostMeta(location.pathname, matches[0]?.data, loaderData?.post);

/**
 * A public post (published, its publication time come). A slug the post had before is a
 * redirect, answered before this loader runs (decision 062). Unknown, draft, scheduled and any
 * load error answer 404 with the 'Articolo non trovato' page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const post = await getPublicPostView(context.db, params.slug).catch(() => null);
  if (post) return { post };
  throw data(null, { status: 404 });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { siteUrl, brand } = siteContext(useRootData());
  const { post } = loaderData;
  return (
    <BlogArticle
      post={post}
      brand={brand}
      canonicalUrl={absoluteUrl(siteUrl, `/blog/${post.slug}`)}
    />
  );
}

export function ErrorBoundary() {
  return <BlogPostNotFound />;
}
