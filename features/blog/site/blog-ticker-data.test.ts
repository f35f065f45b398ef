import { describe, expect, it } from "vitest";
import { tickerCategoryLabel, toTickerPosts, type TickerPostSource } from "./blog-ticker-data";

const post = (id: number, extra: Partial<TickerPostSource> = {}): TickerPostSource => ({
  id,
  slug: `articolo-${id}`,
  title: `Articolo ${id}`,
  category: "sviluppo",
  published: true,
  publishedAt: `2026-03-${String(id).padStart(2, "0")}T09:00:00.000Z`,
  createdAt: "2026-01-01T09:00:00.000Z",
  ...extra,
});

describe("toTickerPosts", () => {
  it("keeps only published posts and takes the first six in order", () => {
    const posts = [
      post(1),
      post(2, { published: false }),
      ...[3, 4, 5, 6, 7, 8].map((id) => post(id)),
    ];
    expect(toTickerPosts(posts).map((p) => p.id)).toEqual([1, 3, 4, 5, 6, 7]);
  });
  it("dates a post by publication, else creation, as ISO strings", () => {
    const [withDate, withoutDate] = toTickerPosts([
      post(1, { publishedAt: new Date("2026-03-12T10:00:00Z") }),
      post(2, { publishedAt: null }),
    ]);
    expect(withDate?.date).toBe("2026-03-12T10:00:00.000Z");
    expect(withoutDate?.date).toBe("2026-01-01T09:00:00.000Z");
  });
  it("labels the category, with 'Articolo' when there is none", () => {
    expect(toTickerPosts([post(1, { category: "consulenza-it" })])[0]?.category).toBe(
      "Consulenza IT",
    );
    expect(tickerCategoryLabel(null)).toBe("Articolo");
    expect(tickerCategoryLabel("  ")).toBe("Articolo");
    expect(tickerCategoryLabel("intelligenza-artificiale")).toBe("intelligenza-artificiale");
  });
});
