import { describe, expect, it } from "vitest";
import { blogPostSchema } from "./blog.schema";

const base = { title: "Titolo", content: "<p>Testo</p>" };

describe("blogPostSchema", () => {
  it("applies the defaults and turns blanks into null", () => {
    expect(blogPostSchema.parse({ ...base, excerpt: " ", imageUrl: "", slug: "" })).toEqual({
      ...base,
      excerpt: null,
      category: "tecnologia",
      imageUrl: null,
      published: false,
      tags: [],
      slug: null,
      publishedAt: null,
    });
  });
  it("splits comma-separated tags and trims lists", () => {
    const tags = (value: unknown) => blogPostSchema.parse({ ...base, tags: value }).tags;
    expect(tags(" a, ,b ,c,")).toEqual(["a", "b", "c"]);
    expect(tags([" a ", "", "b"])).toEqual(["a", "b"]);
    expect(blogPostSchema.parse({ ...base, tags: "NIS2, backup" }).tags).toEqual([
      "NIS2",
      "backup",
    ]);
  });
  it("gives publishedAt as an ISO instant", () => {
    const parsed = blogPostSchema.parse({ ...base, publishedAt: "2026-03-02T10:30:00+01:00" });
    expect(parsed.publishedAt).toBe("2026-03-02T09:30:00.000Z");
  });
  it("accepts content that is only an image, refuses empty markup", () => {
    expect(
      blogPostSchema.safeParse({ ...base, content: '<p><img src="/a.webp"></p>' }).success,
    ).toBe(true);
    const empty = blogPostSchema.safeParse({ ...base, content: "<p> </p><p></p>" });
    expect(empty.error?.issues[0]?.message).toBe("Contenuto richiesto");
  });
});
