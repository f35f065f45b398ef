import { expect, test } from "@playwright/test";

const SITE = "https://www.scaligeradigital.example";

type PublicPost = { slug: string; title: string; published: boolean };

test("/blog/rss.xml is an RSS 2.0 feed of the published posts, newest first, with absolute links", async ({
  page,
  request,
}) => {
  const res = await request.get("/blog/rss.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await res.text();
  const posts = (await (await request.get("/api/blog")).json()) as PublicPost[];
  expect(posts.length).toBeGreaterThan(1);

  await page.goto("/robots.txt");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (parent: Element, name: string) =>
      parent.getElementsByTagName(name)[0]?.textContent ?? "";
    const channel = doc.getElementsByTagName("channel")[0]!;
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      version: doc.documentElement.getAttribute("version"),
      title: text(channel, "title"),
      link: text(channel, "link"),
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        pubDate: Date.parse(text(item, "pubDate")),
      })),
    };
  }, xml);

  expect(feed.error).toBe(false);
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBe("Blog Scaligera Digital");
  expect(feed.link).toBe(`${SITE}/blog`);
  // Exactly the public posts of /api/blog (drafts and scheduled posts left out), in its order.
  expect(feed.items.map((item) => item.link)).toEqual(
    posts.map((post) => `${SITE}/blog/${encodeURIComponent(post.slug)}`),
  );
  expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  const dates = feed.items.map((item) => item.pubDate);
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  // Every link is a page of the site.
  for (const item of feed.items.slice(0, 3)) {
    expect((await request.get(item.link.slice(SITE.length))).status()).toBe(200);
  }
});

test("the blog pages announce the feed, and robots.txt names it", async ({ page, request }) => {
  const [first] = (await (await request.get("/api/blog")).json()) as PublicPost[];
  for (const path of ["/blog", `/blog/${first!.slug}`]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${SITE}/blog/rss.xml`,
    );
  }
  // A visitor sees it too: a link on /blog, which leads to the feed.
  await page.goto("/blog");
  const visible = page.getByRole("link", { name: "Segui il blog con il feed RSS" });
  await expect(visible).toBeVisible();
  expect((await request.get((await visible.getAttribute("href"))!)).headers()["content-type"]).toBe(
    "application/rss+xml; charset=utf-8",
  );
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots.split("\n")).toContain(`Sitemap: ${SITE}/blog/rss.xml`);
});

test("every post's title is at most 60 characters and its description at most 160", async ({
  page,
  request,
}) => {
  const posts = (await (await request.get("/api/blog")).json()) as PublicPost[];
  for (const post of posts) {
    await page.goto(`/blog/${post.slug}`);
    const title = await page.title();
    expect(Array.from(title).length, title).toBeLessThanOrEqual(60);
    expect(title).toContain(" - Blog Scaligera Digital");
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(Array.from(description ?? "").length).toBeLessThanOrEqual(160);
    expect(description?.length).toBeGreaterThan(20);
  }
});
