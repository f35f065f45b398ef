import { describe, expect, it } from "vitest";
import { renderUrlset, sitemapDate, xmlEscape } from "./sitemap-xml";

describe("sitemap XML helpers", () => {
  it("escapes the five XML special characters", () => {
    expect(xmlEscape(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });
  it("dates a moment as YYYY-MM-DD in Italian time, summer and winter", () => {
    expect(sitemapDate(new Date("2026-01-05T22:59:00Z"))).toBe("2026-01-05");
    expect(sitemapDate(new Date("2026-01-05T23:00:00Z"))).toBe("2026-01-06");
    expect(sitemapDate(new Date("2026-07-31T22:00:00Z"))).toBe("2026-08-01");
  });
  it("renders an empty urlset as a valid document", () => {
    expect(renderUrlset([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
