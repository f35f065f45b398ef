import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { blogPosts, solutions } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { pages } from "#features/pages/pages.table";
import { guideCategories, guides } from "#features/guides/guides.table";
import type { StoredPageContent } from "#features/pages/page-content";
import { buildSitemap, listPublishedSolutionSlugs } from "./sitemap.server";

const site = "https://www.scaligeradigital.example";
const now = new Date("2026-03-15T10:00:00Z");
const day = 24 * 3600 * 1000;
const before = (days: number) => new Date(now.getTime() - days * day);

/** The <url> entries of a sitemap as loc -> lastmod. */
function urls(xml: string): Map<string, string> {
  const found = [
    ...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*<lastmod>([^<]*)<\/lastmod>\s*<\/url>/g),
  ];
  return new Map(found.map((match) => [match[1]!, match[2]!]));
}

const staticPaths = [
  "/",
  "/piattaforme",
  "/blog",
  "/privacy",
  "/cookie-policy",
  "/area-clienti",
  "/guide",
];

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  // The pages and guides the site ships with are checked on their own below.
  await handle.db.delete(pages);
  await handle.db.delete(guides);
});
afterAll(() => handle.close());

describe("buildSitemap on an empty database", () => {
  it("lists exactly the public static pages, home first, dated the generation day", async () => {
    const { xml, pages } = await buildSitemap(handle.db, `${site}/`, now);
    const entries = urls(xml);
    expect([...entries.keys()]).toEqual(staticPaths.map((path) => `${site}${path}`));
    expect(pages).toBe(staticPaths.length);
    expect(new Set(staticPaths.map((path) => entries.get(`${site}${path}`)))).toEqual(
      new Set(["2026-03-15"]),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    // Duplicates and pages kept out of search results are not listed.
    for (const path of ["/privacy-policy", "/webmail", "/customer/login", "/admin", "/404"]) {
      expect(entries.has(`${site}${path}`)).toBe(false);
    }
  });
});

describe("buildSitemap with posts and platforms", () => {
  beforeAll(async () => {
    await handle.db.insert(blogPosts).values([
      {
        slug: "guida-cloud",
        title: "Guida al cloud",
        content: "<p>a</p>",
        published: true,
        publishedAt: before(20),
        updatedAt: new Date("2026-02-10T23:30:00Z"),
      },
      {
        slug: "l'arte-del-codice",
        title: "L'arte del codice",
        content: "<p>b</p>",
        published: true,
        publishedAt: null,
        updatedAt: before(40),
      },
      {
        slug: "bozza",
        title: "Bozza",
        content: "<p>c</p>",
        published: false,
        updatedAt: before(1),
      },
      {
        slug: "programmato",
        title: "Programmato",
        content: "<p>d</p>",
        published: true,
        publishedAt: new Date(now.getTime() + 2 * day),
        updatedAt: before(2),
      },
    ]);
    const platform = (slug: string, published: boolean, sortOrder: number, updatedAt: Date) => ({
      name: slug,
      slug,
      shortDescription: "Breve",
      longDescription: "Lunga",
      published,
      sortOrder,
      updatedAt,
    });
    await handle.db
      .insert(solutions)
      .values([
        platform("crypto-folio", true, 20, before(5)),
        platform("mail-pro", true, 10, before(9)),
        platform("in-arrivo", false, 30, before(1)),
      ]);
  });

  it("adds publicly visible posts and published platforms, nothing else", async () => {
    const { xml, pages } = await buildSitemap(handle.db, site, now);
    const entries = urls(xml);
    expect(pages).toBe(staticPaths.length + 2 + 2);
    expect(entries.size).toBe(pages);
    expect(entries.has(`${site}/blog/guida-cloud`)).toBe(true);
    expect(entries.has(`${site}/blog/l&apos;arte-del-codice`)).toBe(true);
    expect(entries.has(`${site}/piattaforme/mail-pro`)).toBe(true);
    expect(entries.has(`${site}/piattaforme/crypto-folio`)).toBe(true);
    expect(xml).not.toContain("bozza");
    expect(xml).not.toContain("programmato");
    expect(xml).not.toContain("in-arrivo");
    // Platforms in catalogue order.
    expect(xml.indexOf("/piattaforme/mail-pro")).toBeLessThan(
      xml.indexOf("/piattaforme/crypto-folio"),
    );
  });

  it("dates posts and platforms by their last change as YYYY-MM-DD in Italian time", async () => {
    const entries = urls((await buildSitemap(handle.db, site, now)).xml);
    for (const lastmod of entries.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // 23:30 UTC on 10 February is already 11 February in Verona.
    expect(entries.get(`${site}/blog/guida-cloud`)).toBe("2026-02-11");
    expect(entries.get(`${site}/blog/l&apos;arte-del-codice`)).toBe("2026-02-03");
    expect(entries.get(`${site}/piattaforme/crypto-folio`)).toBe("2026-03-10");
    // The lists change with their newest item: the post published on 23 February.
    expect(entries.get(`${site}/blog`)).toBe("2026-02-23");
    expect(entries.get(`${site}/piattaforme`)).toBe("2026-03-10");
    expect(entries.get(`${site}/area-clienti`)).toBe("2026-03-15");
  });

  it("lists a scheduled post once its publication moment has come", async () => {
    const later = new Date(now.getTime() + 3 * day);
    const { xml, pages } = await buildSitemap(handle.db, site, later);
    const entries = urls(xml);
    expect(entries.has(`${site}/blog/programmato`)).toBe(true);
    expect(pages).toBe(staticPaths.length + 3 + 2);
    expect(entries.get(`${site}/blog`)).toBe("2026-03-17");
  });

  it("percent-encodes slugs and escapes the XML special characters", async () => {
    await handle.db.insert(blogPosts).values({
      slug: "caffè & <codice>",
      title: "Caffè e codice",
      content: "<p>e</p>",
      published: true,
      publishedAt: before(3),
    });
    const { xml } = await buildSitemap(handle.db, "https://esempio.example/?a=1&b='2'", now);
    expect(xml).toContain("/blog/caff%C3%A8%20%26%20%3Ccodice%3E</loc>");
    expect(xml).toContain("<loc>https://esempio.example/?a=1&amp;b=&apos;2&apos;/</loc>");
    // No raw ampersand, quote or angle bracket inside any <loc>.
    for (const [, loc] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      expect(loc).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)|['">]/);
    }
  });
});

describe("buildSitemap with pages built from blocks", () => {
  const content = (noindex = false): StoredPageContent => ({
    title: "Pagina",
    seo: { title: null, description: null, keywords: [], image: null, type: "WebPage", noindex },
    blocks: [],
  });

  it("lists the pages visitors see, dated by their publication, not drafts or noindex ones", async () => {
    await handle.db.insert(pages).values([
      {
        path: "/offerta",
        title: "Offerta",
        draft: content(),
        live: content(),
        publishedAt: before(4),
      },
      { path: "/bozza-pagina", title: "Bozza", draft: content() },
      { path: "/riservata", title: "Riservata", draft: content(true), live: content(true) },
      {
        path: "/in-uscita",
        title: "In uscita",
        draft: content(),
        scheduled: content(),
        scheduledAt: new Date(now.getTime() + day),
      },
    ]);
    const entries = urls((await buildSitemap(handle.db, site, now)).xml);
    expect(entries.get(`${site}/offerta`)).toBe("2026-03-11");
    for (const path of ["/bozza-pagina", "/riservata", "/in-uscita"]) {
      expect(entries.has(`${site}${path}`)).toBe(false);
    }
    const later = urls(
      (await buildSitemap(handle.db, site, new Date(now.getTime() + 2 * day))).xml,
    );
    expect(later.get(`${site}/in-uscita`)).toBe("2026-03-16");
  });
});

describe("buildSitemap with guides", () => {
  it("lists the published guides, dated by their last change, and dates /guide by the newest", async () => {
    const [category] = await handle.db
      .insert(guideCategories)
      .values({ name: "Posta", slug: "posta-sitemap" })
      .returning();
    const guide = (slug: string, published: boolean, updatedAt: Date) => ({
      slug,
      title: slug,
      summary: "Riassunto",
      body: "<p>Testo</p>",
      categoryId: category!.id,
      published,
      updatedAt,
    });
    await handle.db
      .insert(guides)
      .values([guide("guida-pec", true, before(2)), guide("guida-bozza", false, before(1))]);
    const entries = urls((await buildSitemap(handle.db, site, now)).xml);
    expect(entries.get(`${site}/guide/guida-pec`)).toBe("2026-03-13");
    expect(entries.get(`${site}/guide`)).toBe("2026-03-13");
    expect(entries.has(`${site}/guide/guida-bozza`)).toBe(false);
    await handle.db.delete(guides);
  });
});

describe("listPublishedSolutionSlugs", () => {
  it("gives published platforms only, in catalogue order", async () => {
    const rows = await listPublishedSolutionSlugs(handle.db);
    expect(rows.map((row) => row.slug)).toEqual(["mail-pro", "crypto-folio"]);
    expect(rows[0]!.updatedAt).toBeInstanceOf(Date);
  });
});
