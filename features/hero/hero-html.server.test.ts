import { describe, expect, it } from "vitest";
import { sanitizeHeroHtml } from "./hero-html.server";

describe("sanitizeHeroHtml", () => {
  it("keeps inline formatting and class on span", () => {
    const html =
      'Software <strong>su misura</strong><br><span class="text-amber-300">a Verona</span>';
    expect(sanitizeHeroHtml(html)).toBe(
      'Software <strong>su misura</strong><br /><span class="text-amber-300">a Verona</span>',
    );
    expect(
      sanitizeHeroHtml("<em>a</em> <mark>b</mark> <sub>c</sub> <sup>d</sup> <small>e</small>"),
    ).toBe("<em>a</em> <mark>b</mark> <sub>c</sub> <sup>d</sup> <small>e</small>");
  });
  it("removes scripts, event handlers, styles, links and block elements but keeps their text", () => {
    const dirty =
      '<h1 onclick="x()">Titolo</h1><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">link</a><span style="color:red" onmouseover="y()">testo</span>';
    const clean = sanitizeHeroHtml(dirty);
    expect(clean).toBe("Titolo" + "link<span>testo</span>");
    expect(clean).not.toMatch(/script|onerror|onclick|onmouseover|style|javascript|<img|<a/i);
  });
  it("passes null through", () => {
    expect(sanitizeHeroHtml(null)).toBeNull();
  });
});
