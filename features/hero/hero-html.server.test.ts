import { describe, expect, it } from "vitest";
import { sanitizeHeroHtml, sanitizeHeroTitle } from "./hero-html.server";

describe("sanitizeHeroTitle", () => {
  it("keeps text, <mark> and <br> only, without attributes", () => {
    expect(sanitizeHeroTitle("Software <mark>su misura</mark><br>a Verona")).toBe(
      "Software <mark>su misura</mark><br />a Verona",
    );
    expect(sanitizeHeroTitle('<mark class="x" style="color:red" onclick="y()">a</mark>')).toBe(
      "<mark>a</mark>",
    );
  });
  it("reads the older highlight (span with a class, strong, b) as <mark>, plain spans as text", () => {
    expect(
      sanitizeHeroTitle('Soluzioni Digitali <span class="text-sky-300">Innovative</span>'),
    ).toBe("Soluzioni Digitali <mark>Innovative</mark>");
    expect(sanitizeHeroTitle("<strong>a</strong> <b>b</b> <span>c</span> <em>d</em>")).toBe(
      "<mark>a</mark> <mark>b</mark> c d",
    );
  });
  it("drops scripts, links, images and block elements, keeping their text", () => {
    const clean = sanitizeHeroTitle(
      '<h1 onclick="x()">Titolo</h1><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">link</a><p>fine</p>',
    );
    expect(clean).toBe("Titololinkfine");
  });
  it("takes the editor's paragraph off", () => {
    expect(sanitizeHeroTitle("<p>Ciao <mark>Verona</mark></p>")).toBe("Ciao <mark>Verona</mark>");
  });
});

describe("sanitizeHeroHtml (the description)", () => {
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
