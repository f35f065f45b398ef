import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { metaForPath, normalizePath, notFoundMeta, siteContext } from "./route-meta";
import { routeMetaTable } from "./route-meta-table";

const rootData = {
  settings: { site_name: "Scaligera Digital", site_description: "Descrizione dalle impostazioni." },
  siteUrl: "https://www.scaligeradigital.example",
  gaMeasurementId: null,
};

/**
 * Every public route of the spec's route table drawn by code, plus the metadata-only entries;
 * the pages built from blocks (db/seed/pages) carry their own (built-page.test.ts).
 */
const knownRoutes = [
  "/",
  "/piattaforme",
  "/blog",
  "/privacy",
  "/privacy-policy",
  "/cookie-policy",
  "/webmail",
  "/area-clienti",
  "/customer/login",
  "/guide",
  "/cerca",
];

type Tag = Record<string, unknown>;
const tag = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((m) => (m as Tag)[key] === value) as Tag | undefined;
const title = (meta: MetaDescriptor[]) => (meta.find((m) => "title" in m) as Tag).title;
const ldType = (meta: MetaDescriptor[]) =>
  ((meta.find((m) => "script:ld+json" in m) as Tag)["script:ld+json"] as Tag)["@type"];

describe("route metadata table", () => {
  it("has an entry for every known public route and nothing else", () => {
    expect(Object.keys(routeMetaTable).sort()).toEqual([...knownRoutes].sort());
  });

  it.each(knownRoutes)("%s has title, description, keywords, canonical and image", (path) => {
    const meta = metaForPath(routeMetaTable, path, rootData);
    expect(title(meta)).toMatch(/^.+ \| Scaligera Digital$/);
    expect(String(tag(meta, "name", "description")?.content).length).toBeGreaterThan(20);
    expect(String(tag(meta, "name", "keywords")?.content)).toMatch(/\w+, \w+/);
    expect(tag(meta, "rel", "canonical")?.href).toMatch(
      /^https:\/\/www\.scaligeradigital\.example\//,
    );
    expect(tag(meta, "property", "og:image")?.content).toBe(
      "https://www.scaligeradigital.example/og-image.png",
    );
    expect(tag(meta, "property", "og:locale")?.content).toBe("it_IT");
    expect(ldType(meta)).toMatch(/^(WebPage|Article|Service|ProfilePage)$/);
  });

  it("uses distinct titles and descriptions per page", () => {
    const entries = Object.entries(routeMetaTable).filter(([path]) => path !== "/privacy-policy");
    expect(new Set(entries.map(([, e]) => e.title)).size).toBe(entries.length);
    expect(new Set(entries.map(([, e]) => e.description)).size).toBe(entries.length);
  });
});

describe("metaForPath", () => {
  it("sets canonical and og:url from the site URL and the path", () => {
    const meta = metaForPath(routeMetaTable, "/blog/", rootData);
    expect(title(meta)).toBe("Blog | Scaligera Digital");
    expect(tag(meta, "rel", "canonical")?.href).toBe("https://www.scaligeradigital.example/blog");
    expect(tag(meta, "property", "og:url")?.content).toBe(
      "https://www.scaligeradigital.example/blog",
    );
  });

  it("takes the home description from the settings and the brand from site_name", () => {
    const meta = metaForPath(routeMetaTable, "/", {
      ...rootData,
      settings: { ...rootData.settings, site_name: "Scaligera" },
    });
    expect(title(meta)).toBe("Software, siti e soluzioni digitali a Verona | Scaligera");
    expect(tag(meta, "name", "description")?.content).toBe("Descrizione dalle impostazioni.");
  });

  it("falls back to the home metadata for unknown paths", () => {
    const home = metaForPath(routeMetaTable, "/", rootData);
    const unknown = metaForPath(routeMetaTable, "/blog/un-articolo-qualsiasi", rootData);
    expect(title(unknown)).toBe(title(home));
    expect(tag(unknown, "name", "description")).toEqual(tag(home, "name", "description"));
    expect(tag(unknown, "rel", "canonical")?.href).toBe(
      "https://www.scaligeradigital.example/blog/un-articolo-qualsiasi",
    );
  });

  it("picks the JSON-LD type of the page", () => {});

  it("points the duplicate privacy URL to /privacy and keeps login pages out of the index", () => {
    expect(
      tag(metaForPath(routeMetaTable, "/privacy-policy", rootData), "rel", "canonical")?.href,
    ).toBe("https://www.scaligeradigital.example/privacy");
    expect(
      tag(metaForPath(routeMetaTable, "/customer/login", rootData), "name", "robots")?.content,
    ).toBe("noindex, follow");
  });

  it("keeps the back office and the customer dashboard out of the index", () => {
    for (const path of ["/admin", "/admin/dashboard", "/customer/dashboard"]) {
      const meta = metaForPath(routeMetaTable, path, rootData);
      expect(title(meta)).toBe("Area riservata | Scaligera Digital");
      expect(tag(meta, "name", "robots")?.content).toBe("noindex, follow");
      expect(tag(meta, "rel", "canonical")).toBeUndefined();
    }
  });

  it("applies overrides and works without root data", () => {
    const meta = metaForPath(routeMetaTable, "/blog/x", undefined, {
      title: "X - Blog Scaligera Digital | Cloud",
      type: "Article",
    });
    expect(title(meta)).toBe("X - Blog Scaligera Digital | Cloud");
    expect(ldType(meta)).toBe("Article");
    // No origin is known without the root loader's data: a path, never an invented domain.
    expect(tag(meta, "rel", "canonical")?.href).toBe("/blog/x");
  });

  it("takes the origin from the root data, else from the domain setting", () => {
    const fromRoot = metaForPath(routeMetaTable, "/blog", {
      settings: { site_domain: "www.dominio.example" },
      siteUrl: "https://www.esempio.example/",
    });
    expect(tag(fromRoot, "rel", "canonical")?.href).toBe("https://www.esempio.example/blog");
    const fromSetting = metaForPath(routeMetaTable, "/blog", {
      settings: { site_domain: "www.dominio.example" },
    });
    expect(tag(fromSetting, "rel", "canonical")?.href).toBe("https://www.dominio.example/blog");
  });
});

describe("notFoundMeta", () => {
  it("is the home metadata titled 'Pagina non trovata', noindex, without canonical", () => {
    const meta = notFoundMeta("/non-esiste", rootData);
    expect(title(meta)).toBe("Pagina non trovata | Scaligera Digital");
    expect(tag(meta, "name", "robots")?.content).toBe("noindex, follow");
    expect(tag(meta, "rel", "canonical")).toBeUndefined();
    expect(tag(meta, "name", "description")?.content).toBe("Descrizione dalle impostazioni.");
  });
});

describe("helpers", () => {
  it("normalizes paths", () => {
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/servizi/")).toBe("/servizi");
    expect(normalizePath("/blog?q=cloud")).toBe("/blog");
  });
  it("reads defaults when settings are missing", () => {
    expect(siteContext(null)).toMatchObject({ brand: "Scaligera Digital" });
  });
});
