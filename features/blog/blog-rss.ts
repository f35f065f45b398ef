/** The blog's RSS 2.0 feed (/blog/rss.xml): published posts, newest first, absolute links. */
import { xmlEscape } from "../seo/sitemap-xml";
import { blogCategoryLabel } from "./blog-categories";
import { blogFeedPath } from "./blog-feed-link";
import { postDescription } from "./blog-meta";

type FeedPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string | null;
  author: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

type Feed = {
  siteUrl: string;
  brand: string;
  description: string;
  /** Public posts, newest first (listPublicPosts). */
  posts: readonly FeedPost[];
  now: Date;
};

/** RFC 822 date, as RSS 2.0 asks ("Tue, 24 Nov 2026 07:00:00 GMT"). */
const rssDate = (date: Date) => date.toUTCString();

const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

/** The whole feed document. */
export function renderBlogRss({ siteUrl, brand, description, posts, now }: Feed): string {
  const base = siteUrl.replace(/\/+$/, "");
  const lastChange = posts.reduce(
    (newest, post) => Math.max(newest, (post.publishedAt ?? post.createdAt).getTime()),
    0,
  );
  const items = posts.map((post) => {
    const link = `${base}/blog/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      ${element("title", post.title)}`,
      `      ${element("link", link)}`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      ${element("description", postDescription(post))}`,
      `      ${element("category", blogCategoryLabel(post.category))}`,
      ...(post.author ? [`      ${element("dc:creator", post.author)}`] : []),
      `      <pubDate>${rssDate(post.publishedAt ?? post.createdAt)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", `Blog ${brand}`)}`,
    `    ${element("link", `${base}/blog`)}`,
    `    ${element("description", description)}`,
    "    <language>it-IT</language>",
    `    <lastBuildDate>${rssDate(lastChange ? new Date(lastChange) : now)}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(base + blogFeedPath)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
