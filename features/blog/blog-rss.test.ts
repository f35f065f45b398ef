import { describe, expect, it } from "vitest";
import { renderBlogRss } from "./blog-rss";

const post = (over: Partial<Parameters<typeof renderBlogRss>[0]["posts"][number]>) => ({
  slug: "nis2",
  title: "NIS2 & PMI: cosa cambia",
  excerpt: "Le nuove regole <spiegate>.",
  content: "<p>Testo</p>",
  category: "consulenza-it",
  author: null,
  publishedAt: new Date("2026-11-20T09:00:00Z"),
  createdAt: new Date("2026-11-01T09:00:00Z"),
  updatedAt: new Date("2026-11-21T09:00:00Z"),
  ...over,
});

describe("renderBlogRss", () => {
  const xml = renderBlogRss({
    siteUrl: "https://www.scaligeradigital.example/",
    brand: "Scaligera Digital",
    description: "Articoli e guide.",
    posts: [
      post({}),
      post({
        slug: "città e cloud",
        title: "Cloud",
        author: "Anna Rossi",
        publishedAt: new Date("2026-11-10T09:00:00Z"),
      }),
    ],
    now: new Date("2026-11-24T07:00:00Z"),
  });

  it("is an RSS 2.0 channel of the blog with its self link, language and newest post date", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Blog Scaligera Digital</title>");
    expect(xml).toContain("<link>https://www.scaligeradigital.example/blog</link>");
    expect(xml).toContain(
      '<atom:link href="https://www.scaligeradigital.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<language>it-IT</language>");
    expect(xml).toContain("<lastBuildDate>Fri, 20 Nov 2026 09:00:00 GMT</lastBuildDate>");
  });

  it("lists the posts in the given order with absolute links, escaped texts and RFC 822 dates", () => {
    const items = xml.split("<item>").slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain("<title>NIS2 &amp; PMI: cosa cambia</title>");
    expect(items[0]).toContain(
      '<guid isPermaLink="true">https://www.scaligeradigital.example/blog/nis2</guid>',
    );
    expect(items[0]).toContain("<description>Le nuove regole &lt;spiegate&gt;.</description>");
    expect(items[0]).toContain("<category>Consulenza IT</category>");
    expect(items[0]).toContain("<pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate>");
    expect(items[0]).not.toContain("dc:creator");
    expect(items[1]).toContain(
      "<link>https://www.scaligeradigital.example/blog/citt%C3%A0%20e%20cloud</link>",
    );
    expect(items[1]).toContain("<dc:creator>Anna Rossi</dc:creator>");
  });

  it("has no items and the build time as its date when nothing is published", () => {
    const empty = renderBlogRss({
      siteUrl: "https://x.example",
      brand: "X",
      description: "d",
      posts: [],
      now: new Date("2026-11-24T07:00:00Z"),
    });
    expect(empty).not.toContain("<item>");
    expect(empty).toContain("<lastBuildDate>Tue, 24 Nov 2026 07:00:00 GMT</lastBuildDate>");
  });

  it("drops the code points XML 1.0 forbids from every text, keeping the rest", () => {
    const feed = renderBlogRss({
      siteUrl: "https://www.scaligeradigital.example",
      brand: "Scaligera\uFFFF Digital",
      description: "Guide\u0000.",
      posts: [
        post({
          title: "Cloud\uFFFE e backup 😀",
          excerpt: "Bozza\u0008 \uD800rivista.",
          author: "Anna\u001F Rossi",
        }),
      ],
      now: new Date("2026-11-24T07:00:00Z"),
    });
    const forbidden = [...feed].filter((char) => {
      const code = char.codePointAt(0)!;
      const control = code < 0x20 && !"\t\n\r".includes(char);
      return control || code === 0xfffe || code === 0xffff || (code >= 0xd800 && code <= 0xdfff);
    });
    expect(forbidden).toEqual([]);
    expect(feed).toContain("<title>Blog Scaligera Digital</title>");
    expect(feed).toContain("<description>Guide.</description>");
    expect(feed).toContain("<title>Cloud e backup 😀</title>");
    expect(feed).toContain("<description>Bozza rivista.</description>");
    expect(feed).toContain("<dc:creator>Anna Rossi</dc:creator>");
  });
});
