import { describe, expect, it } from "vitest";
import { renderUrlset, xmlEscape } from "./sitemap-xml";

describe("sitemap XML helpers", () => {
  it("escapes the five XML special characters", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
  it("dates a moment as YYYY-MM-DD in Italian time, summer and winter", () => {
    const lastmods = (dates: string[]) =>
      [
        ...renderUrlset(
          dates.map((d) => ({ loc: "https://a.example/", lastmod: new Date(d) })),
        ).matchAll(/<lastmod>(.*)<\/lastmod>/g),
      ].map((m) => m[1]);
    expect(
      lastmods(["2026-01-05T22:59:00Z", "2026-01-05T23:00:00Z", "2026-07-31T22:00:00Z"]),
    ).toEqual(["2026-01-05", "2026-01-06", "2026-08-01"]);
  });
  it("renders an empty urlset as a valid document", () => {
    expect(renderUrlset([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
