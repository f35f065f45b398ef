/** Where the blog's RSS feed is, and the <link> that announces it on the blog pages. Browser-safe. */
export const blogFeedPath = "/blog/rss.xml";

export function blogFeedLink(siteUrl: string, brand: string) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `Blog ${brand}`,
    href: `${siteUrl.replace(/\/+$/, "")}${blogFeedPath}`,
  } as const;
}
