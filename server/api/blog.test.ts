import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { createTestDatabase } from "../../tests/helpers/test-db";
import { createTestApi } from "../../tests/helpers/test-api";
import { listLatestPublicPosts } from "../../domain/blog/blog.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const day = 24 * 3600 * 1000;
  await handle.db.insert(blogPosts).values([
    {
      slug: "pubblicato",
      title: "Pubblicato",
      content: "<p>a</p>",
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
