import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { blogPosts } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import {
  getPublicPostView,
  isPlausibleSlug,
  listPublicPostItems,
  listPublicPosts,
} from "./blog.server";

let handle: DatabaseHandle;
const day = 24 * 3600 * 1000;
const publishedAt = new Date(Date.now() - 2 * day);
const createdAt = new Date(Date.now() - 5 * day);

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(blogPosts).values([
    {
      slug: "con-estratto",
      title: "Con estratto",
      excerpt: "Il riassunto",
      content: "<h1>Titolo</h1><p>Corpo <b>in grassetto</b></p><script>x()</script>",
      category: "news",
      tags: ["uno", "", "due"],
      author: "Chiara Zanetti",
      published: true,
      publishedAt,
      createdAt,
    },
    {
      slug: "senza-estratto",
      title: "Senza estratto",
      content: `<p>${"Testo dell'articolo ".repeat(20)}</p>`,
      published: true,
      publishedAt: null,
      createdAt,
    },
    { slug: "bozza", title: "Bozza", content: "<p>b</p>", published: false },
  ]);
});
afterAll(() => handle.close());

describe("getPublicPostView", () => {
  it("gives the sanitized content, the shown date and the description", async () => {
    const view = await getPublicPostView(handle.db, "con-estratto");
    expect(view).toMatchObject({
      slug: "con-estratto",
      excerpt: "Il riassunto",
      description: "Il riassunto",
      category: "news",
      tags: ["uno", "due"],
      author: "Chiara Zanetti",
      date: publishedAt.toISOString(),
      contentHtml: "<h2>Titolo</h2><p>Corpo <strong>in grassetto</strong></p>",
    });
  });
  it("dates a post without publication date by its creation and describes it by its content", async () => {
    const view = await getPublicPostView(handle.db, "senza-estratto");
    expect(view?.date).toBe(createdAt.toISOString());
    expect(view?.author).toBeNull();
    expect(view?.description).toBe(`${"Testo dell'articolo ".repeat(7)}Testo…`);
  });
  it("gives null for drafts, unknown and implausible slugs", async () => {
    expect(await getPublicPostView(handle.db, "bozza")).toBeNull();
    expect(await getPublicPostView(handle.db, "nessuno")).toBeNull();
    expect(await getPublicPostView(handle.db, "a\u0000b")).toBeNull();
    expect(isPlausibleSlug("x".repeat(256))).toBe(false);
    expect(isPlausibleSlug("nis2-pmi")).toBe(true);
  });
});

describe("listPublicPostItems", () => {
  it("lists public posts newest first with their content as plain text for the search", async () => {
    const items = await listPublicPostItems(handle.db);
    expect(items.map((item) => item.slug)).toEqual(["con-estratto", "senza-estratto"]);
    expect(items[0]?.text).toBe("Titolo Corpo in grassetto");
    expect(items[0]).not.toHaveProperty("content");
  });
});

describe("listPublicPosts (the query built once per database)", () => {
  it("gives every stored field, and each call sees its own moment", async () => {
    const before = await listPublicPosts(handle.db, new Date(publishedAt.getTime() - day));
    expect(before.map((post) => post.slug)).toEqual(["senza-estratto"]);
    const now = await listPublicPosts(handle.db);
    expect(now.map((post) => post.slug)).toEqual(["con-estratto", "senza-estratto"]);
    expect(now[0]).toMatchObject({
      tags: ["uno", "", "due"],
      published: true,
      publishedAt,
      createdAt,
    });
    expect(now[0]?.updatedAt).toBeInstanceOf(Date);
    expect(now[1]?.publishedAt).toBeNull();
    const again = await listPublicPosts(handle.db, new Date(publishedAt.getTime() - day));
    expect(again.map((post) => post.slug)).toEqual(["senza-estratto"]);
  });
});
