import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { getPublicPostView } from "../../../domain/blog/blog.server";
import { BlogArticle } from "~/components/site/blog/blog-article";
import { BlogPostNotFound } from "~/components/site/blog/blog-post-not-found";
import { blogPostMeta } from "~/components/site/blog/blog-post-meta";
import { useRootData } from "~/root";
import { absoluteUrl } from "~/lib/seo";
import { siteContext } from "~/lib/route-meta";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  blogPostMeta(location.pathname, matches[0]?.data, loaderData?.post);

/**
 * A public post (published, its publication time come). Unknown, draft, scheduled and any
 * load error answer 404 with the 'Articolo non trovato' page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const post = await getPublicPostView(context.db, params.slug).catch(() => null);
  if (!post) throw data(null, { status: 404 });
  return { post };
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
