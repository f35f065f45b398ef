import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "#features/pages/page-content";
import { pageHeadFacts } from "#features/pages/page-structured-data";
import { builtPageMeta } from "./built-page";

const rootData = {
  settings: { site_name: "Scaligera Digital" },
  siteUrl: "https://www.scaligeradigital.example",
};

const blocks = [
  { id: "hero", type: "page-header", data: { title: "Sviluppo e-commerce", lead: "Una frase." } },
];

const page = (type: PublicPage["seo"]["type"]): PublicPage => ({
  path: "/servizi/e-commerce",
  title: "E-commerce",
  seo: {
    title: "Sviluppo e-commerce",
    description: "Negozi online veloci e sicuri.",
    keywords: ["e-commerce"],
    image: null,
    type,
    noindex: false,
  },
  // Drawn on the server alone: the metadata reads the facts taken before (decision 060).
  blocks: blocks.map(({ id, type }) => ({ id, type, data: null, drawn: true as const })),
  head: pageHeadFacts(blocks),
  publishedAt: null,
});

const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((entry) =>
    "script:ld+json" in entry ? [entry["script:ld+json"] as Record<string, unknown>] : [],
  );

describe("the metadata of a page built from blocks", () => {
  it("gives a service its name, type and the header's longer title", () => {
    const meta = builtPageMeta(page("Service"), rootData);
    expect(meta.find((entry) => "title" in entry)).toEqual({
      title: "Sviluppo e-commerce | Scaligera Digital",
    });
    expect(jsonLd(meta)[0]).toMatchObject({
      "@type": "Service",
      name: "E-commerce",
      serviceType: "E-commerce",
      alternateName: "Sviluppo e-commerce",
      url: "https://www.scaligeradigital.example/servizi/e-commerce",
    });
  });

  it("adds no service fields to another type of page", () => {
    const [ld] = jsonLd(builtPageMeta(page("WebPage"), rootData));
    expect(ld?.["@type"]).toBe("WebPage");
    expect(ld).not.toHaveProperty("serviceType");
  });
});
