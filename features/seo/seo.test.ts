import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, buildMeta, organizationJsonLd } from "./seo";

const base = {
  title: "Contatti | Scaligera Digital",
  description: "Scrivici per un preventivo gratuito.",
  keywords: ["contatti", "preventivo"],
  path: "/contatti",
  siteUrl: "https://www.scaligeradigital.example/",
  brand: "Scaligera Digital",
};

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
const content = (meta: MetaDescriptor[], key: string, value: string) =>
  find(meta, key, value)?.content;
const jsonLd = (meta: MetaDescriptor[]) =>
  (meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Record<string, unknown> })[
    "script:ld+json"
  ];

describe("buildMeta", () => {
  it("keeps the description within 160 characters, cut after a whole word", () => {
    const description = "Servizi digitali per le imprese di Verona e di tutta Italia. ".repeat(4);
    const meta = buildMeta({ ...base, description });
    const shown = content(meta, "name", "description") ?? "";
    expect(Array.from(shown).length).toBeLessThanOrEqual(160);
    expect(shown).toMatch(/^Servizi digitali per le imprese .+ [A-Za-z]+…$/);
    expect(content(meta, "property", "og:description")).toBe(shown);
  });

  it("gives title, description, keywords, canonical, Open Graph and Twitter tags", () => {
    const meta = buildMeta(base);
    expect(meta).toContainEqual({ title: "Contatti | Scaligera Digital" });
    expect(content(meta, "name", "description")).toBe(base.description);
    expect(content(meta, "name", "keywords")).toBe("contatti, preventivo");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.scaligeradigital.example/contatti",
    });
    expect(content(meta, "property", "og:locale")).toBe("it_IT");
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe("Scaligera Digital");
    expect(content(meta, "property", "og:title")).toBe(base.title);
    expect(content(meta, "property", "og:url")).toBe(
      "https://www.scaligeradigital.example/contatti",
    );
    expect(content(meta, "property", "og:image")).toBe(
      "https://www.scaligeradigital.example/og-image.png",
    );
    expect(content(meta, "property", "og:image:width")).toBe("1200");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    // X falls back to og:title, og:description and og:image: they are not written twice.
    expect(find(meta, "name", "twitter:title")).toBeUndefined();
    expect(find(meta, "name", "twitter:description")).toBeUndefined();
    expect(find(meta, "name", "twitter:image")).toBeUndefined();
    expect(content(meta, "name", "twitter:image:alt")).toBe(
      content(meta, "property", "og:image:alt"),
    );
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("adds a WebPage JSON-LD block with the company as publisher", () => {
    const data = jsonLd(buildMeta(base));
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("WebPage");
    expect(data.url).toBe("https://www.scaligeradigital.example/contatti");
    expect(data.inLanguage).toBe("it-IT");
    expect(data.publisher).toMatchObject({
      "@type": "Organization",
      name: "Scaligera Digital",
      legalName: "Scaligera Digital S.r.l.",
      vatID: "IT01234560231",
      address: { postalCode: "37012", addressLocality: "Bussolengo", addressRegion: "VR" },
    });
    // No social profile is set by default: no sameAs.
    expect(data.publisher).not.toHaveProperty("sameAs");
    const withProfile = jsonLd(
      buildMeta({
        ...base,
        settings: { social_instagram: "https://www.instagram.com/scaligera" },
      }),
    );
    expect(withProfile.publisher).toMatchObject({
      sameAs: ["https://www.instagram.com/scaligera"],
    });
  });

  it("describes articles with dates, author and og:type article", () => {
    const meta = buildMeta({
      ...base,
      type: "Article",
      path: "/blog/cloud-per-pmi",
      image: "/icon-512.png",
      publishedTime: "2025-03-04T08:00:00.000Z",
      modifiedTime: new Date("2025-03-05T10:00:00.000Z"),
    });
    expect(content(meta, "property", "og:type")).toBe("article");
    expect(content(meta, "property", "og:image:width")).toBe("512");
    expect(content(meta, "property", "article:published_time")).toBe("2025-03-04T08:00:00.000Z");
    const data = jsonLd(meta);
    expect(data["@type"]).toBe("Article");
    expect(data.headline).toBe(base.title);
    expect(data.datePublished).toBe("2025-03-04T08:00:00.000Z");
    expect(data.dateModified).toBe("2025-03-05T10:00:00.000Z");
    expect(data.author).toEqual({ "@type": "Organization", name: "Team Scaligera Digital" });
    expect(data.image).toBe("https://www.scaligeradigital.example/icon-512.png");
  });

  it("builds Service and ProfilePage blocks and merges extra JSON-LD", () => {
    const service = jsonLd(
      buildMeta({ ...base, type: "Service", jsonLd: { serviceType: "Cloud" } }),
    );
    expect(service["@type"]).toBe("Service");
    expect(service.provider).toMatchObject({ "@type": "Organization" });
    expect(service.serviceType).toBe("Cloud");
    const profile = jsonLd(buildMeta({ ...base, type: "ProfilePage" }));
    expect(profile["@type"]).toBe("ProfilePage");
    expect(profile.mainEntity).toMatchObject({ "@type": "Organization" });
  });

  it("marks noindex pages and can leave out the canonical link", () => {
    const meta = buildMeta({ ...base, noindex: true, canonical: false });
    expect(content(meta, "name", "robots")).toBe("noindex, follow");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
  });

  it("keeps absolute image URLs and uses changed settings for the organization", () => {
    const meta = buildMeta({
      ...base,
      image: "https://cdn.example.com/a.png",
      settings: { company_name: "Altra S.r.l.", address_city: "Verona" },
    });
    expect(content(meta, "property", "og:image")).toBe("https://cdn.example.com/a.png");
    expect(find(meta, "property", "og:image:width")).toBeUndefined();
    expect(jsonLd(meta).publisher).toMatchObject({
      legalName: "Altra S.r.l.",
      address: { addressLocality: "Verona" },
    });
  });
});

describe("helpers", () => {
  it("joins site URL and path with one slash", () => {
    expect(absoluteUrl("https://a.example/", "/x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "http://b.example/y")).toBe("http://b.example/y");
  });
  it("lists both phones of the organization", () => {
    expect(organizationJsonLd("https://a.example").telephone).toEqual([
      "+39 045 000 1122",
      "+39 045 000 3344",
    ]);
  });
});
