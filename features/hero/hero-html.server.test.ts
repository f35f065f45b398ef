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
  it("keeps exactly what its editor writes: <strong>, <em>, <br>, no attribute", () => {
    expect(sanitizeHeroHtml("Software <strong>su misura</strong><br><em>a Verona</em>")).toBe(
      "Software <strong>su misura</strong><br /><em>a Verona</em>",
    );
    expect(sanitizeHeroHtml('<strong class="x" style="color:red" onclick="y()">a</strong>')).toBe(
      "<strong>a</strong>",
    );
  });
  it("keeps the bold and italic of older descriptions; other tags leave their text", () => {
    expect(sanitizeHeroHtml("<b>a</b> <i>b</i>")).toBe("<strong>a</strong> <em>b</em>");
    expect(
      sanitizeHeroHtml(
        '<span class="text-amber-300">a</span> <u>b</u> <mark>c</mark> <small>d</small> <sub>e</sub> <sup>f</sup>',
      ),
    ).toBe("a b c d e f");
  });
  it("reads the seed's stored descriptions as they render today", () => {
    const seeded =
      "Trasformiamo le tue idee in realtà digitali: <strong>software su misura, siti, e-commerce e cloud</strong> per le imprese di Verona e di tutta Italia.";
    expect(sanitizeHeroHtml(seeded)).toBe(seeded);
    expect(sanitizeHeroHtml("Approfitta: <span>analisi, progetto e sviluppo</span> ora.")).toBe(
      "Approfitta: analisi, progetto e sviluppo ora.",
    );
  });
  it("removes scripts, event handlers, styles, links and block elements but keeps their text", () => {
    const dirty =
      '<h1 onclick="x()">Titolo</h1><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">link</a><span style="color:red" onmouseover="y()">testo</span>';
    const clean = sanitizeHeroHtml(dirty);
    expect(clean).toBe("Titololinktesto");
    expect(clean).not.toMatch(/script|onerror|onclick|onmouseover|style|javascript|<img|<a/i);
  });
  it("takes the editor's paragraph off and passes null through", () => {
    expect(sanitizeHeroHtml("<p>Ciao <em>Verona</em></p>")).toBe("Ciao <em>Verona</em>");
    expect(sanitizeHeroHtml(null)).toBeNull();
  });
});
