import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { blogPosts } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { listLatestPublicPosts } from "../blog.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const day = 24 * 3600 * 1000;
  await handle.db.insert(blogPosts).values([
    {
      slug: "pubblicato",
      title: "Pubblicato",
      content: '<p onclick="x()">a</p><script>alert(1)</script>',
      category: "sicurezza",
      tags: ["NIS2"],
      published: true,
      publishedAt: new Date(Date.now() - day),
    },
    { slug: "bozza", title: "Bozza", content: "<p>b</p>", published: false },
    {
      slug: "futuro",
      title: "Programmato",
      content: "<p>c</p>",
      published: true,
      publishedAt: new Date(Date.now() + day),
    },
    {
      slug: "senza-data",
      title: "Senza data",
      content: "<p>d</p>",
      published: true,
      publishedAt: null,
    },
  ]);
});
afterAll(() => handle.close());

describe("GET /api/blog", () => {
  it("gives anonymous callers only published posts whose publication time has come", async () => {
    const res = await createTestApi(handle.db).request("/blog");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { slug: string }[];
    expect(body.map((p) => p.slug).sort()).toEqual(["pubblicato", "senza-data"]);
  });
});

describe("GET /api/blog/:slug", () => {
  const get = (path: string) => createTestApi(handle.db).request(path);

  it("gives a public post with its content sanitized", async () => {
    const res = await get("/blog/pubblicato");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      slug: "pubblicato",
      title: "Pubblicato",
      category: "sicurezza",
      tags: ["NIS2"],
      published: true,
      content: "<p>a</p>",
    });
    expect(typeof body.publishedAt).toBe("string");
    expect((await get("/blog/senza-data")).status).toBe(200);
  });

  it.each([
    ["a draft", "/blog/bozza"],
    ["a scheduled post", "/blog/futuro"],
    ["an unknown slug", "/blog/non-esiste"],
    ["a very long slug", `/blog/${"a".repeat(5000)}`],
    ["an odd slug", "/blog/%00%27%3B%20drop%20table%20blog_posts%3B--"],
    ["a slug with bad escapes", "/blog/%E0%A4%A"],
    ["unicode", "/blog/caff%C3%A8-%F0%9F%98%80"],
  ])("answers 404 'Post not found' for %s", async (_what, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Post not found" });
  });

  it("the list also leaves the scheduled post out and sanitizes the content", async () => {
    const list = (await (await get("/blog")).json()) as { slug: string; content: string }[];
    expect(list.map((p) => p.slug)).not.toContain("futuro");
    expect(list.find((p) => p.slug === "pubblicato")?.content).toBe("<p>a</p>");
  });
});

describe("listLatestPublicPosts (home blog ticker)", () => {
  it("gives the newest public posts first, without drafts or scheduled posts, up to the limit", async () => {
    const all = await listLatestPublicPosts(handle.db, 10);
    expect(all.map((p) => p.slug)).toEqual(["senza-data", "pubblicato"]);
    expect(all[0]).not.toHaveProperty("content");
    expect((await listLatestPublicPosts(handle.db, 1)).map((p) => p.slug)).toEqual(["senza-data"]);
  });
  it("shows a scheduled post once its publication moment has come", async () => {
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    const slugs = (await listLatestPublicPosts(handle.db, 10, later)).map((p) => p.slug);
    expect(slugs).toContain("futuro");
    expect(slugs).not.toContain("bozza");
  });
});
