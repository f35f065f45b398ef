import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { PublicHero } from "../public-hero";
import { HeroSection } from "./hero-section";

const baseHero: PublicHero = {
  id: 1,
  name: "Principale",
  season: "default",
  title: "Software <mark>su misura</mark>",
  subtitle: null,
  description: null,
  ctaText: null,
  ctaUrl: null,
  backgroundColor: null,
  backgroundImage: null,
  textColor: null,
  active: true,
  startDate: null,
  endDate: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function render(hero: PublicHero | null) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <HeroSection initialHero={hero} />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("HeroSection (server render)", () => {
  it("renders the title as the h1 with its HTML, and the defaults for empty fields", () => {
    const html = render(baseHero);
    expect(html).toMatch(/<h1[^>]*>Software <mark>su misura<\/mark><\/h1>/);
    // The highlighted words keep the colour of the older <span class="text-sky-300">.
    expect(html).toMatch(
      /<h1[^>]*class="[^"]*\[&amp;_mark\]:bg-transparent \[&amp;_mark\]:text-sky-300/,
    );
    expect(html).toContain("Innovazione Digitale dal 2005");
    expect(html).toContain("Trasformiamo le tue idee in realtà digitali");
    expect(html).toContain("Scopri i nostri progetti");
    expect(html).toContain('href="/portfolio"');
    expect(html).toContain('href="/contatti"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("without an image: gradient from backgroundColor (or the default), hidden glows, icons drawn by the browser only", () => {
    const html = render({
      ...baseHero,
      backgroundColor: "linear-gradient(90deg, #7f1d1d, #14532d)",
    });
    expect(html).toContain("background:linear-gradient(90deg, #7f1d1d, #14532d)");
    // The decorative icons are added after hydration (decision 014): the server HTML has the glows.
    expect(html).toMatch(/aria-hidden="true"[^>]*><div[^>]*><\/div><div[^>]*><\/div><\/div>/);
    expect(html).not.toContain("stroke-[1.25]");
    expect(render(baseHero)).toContain("background:linear-gradient(135deg, #0b1533");
    expect(html).not.toContain("<img");
  });

  it("with an image: decorative <img> with srcset and high priority, a 40% dark overlay, the text colour", () => {
    const html = render({
      ...baseHero,
      backgroundImage: "/uploads/images/estate-2026.webp",
      backgroundColor: "linear-gradient(red, blue)",
      textColor: "#fef3c7",
      ctaUrl: "/servizi",
      ctaText: "Scopri i servizi",
    });
    expect(html).toMatch(/<img[^>]*alt=""/);
    expect(html).toMatch(/fetchPriority="high"/i);
    expect(html).toContain("/uploads/images/estate-2026-480.webp 480w");
    expect(html).toContain("bg-black/40");
    expect(html).toContain("color:#fef3c7");
    expect(html).not.toContain("linear-gradient(red, blue)");
    expect(html).toContain('href="/servizi"');
    expect(html).toContain("Scopri i servizi");
  });

  it("ignores unsafe link targets and colours", () => {
    const html = render({
      ...baseHero,
      ctaUrl: "javascript:alert(1)",
      textColor: "red; background:url(https://evil.example/x)",
    });
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("evil.example");
    expect(html).toContain('href="/portfolio"');
    expect(html).toContain("color:#ffffff");
  });

  it("shows 'Nessun banner attivo' when none is active, keeping one h1 for the page", () => {
    const html = render(null);
    expect(html).toContain("Nessun banner attivo");
    expect(html.match(/<h1/g)).toHaveLength(1);
  });
});
