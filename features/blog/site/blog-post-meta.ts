import type { MetaDescriptor } from "react-router";
import { blogCategoryLabel } from "../blog-categories";
import { blogFeedLink } from "../blog-feed-link";
import { postDocumentTitle } from "../blog-meta";
import type { BlogPostView } from "../blog-views";
import { metaForPath, pageTitle, siteContext } from "#features/seo/route-meta";
import { blogPages } from "#features/seo/page-meta/blog";
import { appIcon } from "#features/seo/seo";

/**
 * A post's metadata: title '{title} - Blog {brand} | {category}', its description, Article
 * JSON-LD with dates, author (the company team by default) and image (the 512x512 app icon by
 * default). Without a post: 'Articolo non trovato', kept out of search results.
 */
export function blogPostMeta(
  pathname: string,
  rootData: unknown,
  post: BlogPostView | undefined,
): MetaDescriptor[] {
  if (!post) {
    return metaForPath(blogPages, pathname, rootData, {
      title: pageTitle("Articolo non trovato", rootData),
      noindex: true,
      canonical: false,
    });
  }
  const { brand } = siteContext(rootData);
  const category = blogCategoryLabel(post.category);
  const author = post.author?.trim() || null;
  const meta = metaForPath(blogPages, pathname, rootData, {
    title: postDocumentTitle(post, brand),
    description: post.description,
    keywords: [...post.tags, category, "blog"],
    path: `/blog/${post.slug}`,
    image: post.imageUrl || appIcon.url,
    imageAlt: (post.imageUrl && post.imageAlt) || post.title,
    type: "Article",
    publishedTime: post.date,
    modifiedTime: post.updatedAt,
    author,
    jsonLd: {
      headline: post.title,
      articleSection: category,
      ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
      ...(author ? { author: { "@type": "Person", name: author } } : {}),
    },
  });
  return withFeedLink(meta, rootData);
}

/** A blog page's metadata with the <link rel="alternate"> that announces the RSS feed. */
export function withFeedLink(meta: MetaDescriptor[], rootData: unknown): MetaDescriptor[] {
  const { siteUrl, brand } = siteContext(rootData);
  return [...meta, blogFeedLink(siteUrl, brand)];
}
