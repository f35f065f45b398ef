import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { blogPosts, solutions } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { guideCategories, guides } from "#features/guides/guides.table";
import { searchSite, suggestGuides } from "./search.server";
import { snippetParts, MARK_END, MARK_START } from "./search-values";

/**
 * The site search on the real database (decision 065): Italian stems, accents ignored, ranking,
 * drafts never found, excerpts that are text. The migrated database holds the four guides of
 * migration 0028 and the site's pages.
 */
let handle: DatabaseHandle;
const day = 24 * 3600 * 1000;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { db } = handle;
  const [category] = await db
    .insert(guideCategories)
    .values({ name: "Amministrazione", slug: "amministrazione" })
    .returning();
  await db.insert(guides).values([
    {
      slug: "fatturazione-elettronica",
      title: "Fatturazione elettronica",
      summary: "Come inviare le fatture al Sistema di Interscambio.",
      body: "<p>Il codice destinatario si trova nel <strong>cassetto fiscale</strong>.</p>",
      categoryId: category!.id,
      published: true,
    },
    {
      slug: "archivio-documenti",
      title: "Archivio dei documenti",
      summary: "Dove conservare i documenti dell'ufficio.",
      body: "<p>Conservate anche ogni fattura ricevuta per dieci anni &amp; oltre: &lt;b&gt;non&lt;/b&gt; buttatela.</p>",
      categoryId: category!.id,
      published: true,
    },
    {
      slug: "bozza-fatture",
      title: "Fatture in bozza segreta",
      summary: "Una bozza.",
      body: "<p>Fattura fatturazione fatture.</p>",
      categoryId: category!.id,
      published: false,
    },
  ]);
  await db.insert(blogPosts).values([
    {
      slug: "citta-digitale",
      title: "Verona, una città digitale",
      content: "<p>Servizi per le imprese della città.</p>",
      published: true,
      publishedAt: new Date(Date.now() - day),
    },
    {
      slug: "futuro-zanzibar",
      title: "Zanzibar programmato",
      content: "<p>Zanzibar.</p>",
      published: true,
      publishedAt: new Date(Date.now() + day),
    },
    { slug: "bozza-zanzibar", title: "Zanzibar bozza", content: "<p>z</p>", published: false },
  ]);
  await db.insert(solutions).values({
    name: "Zanzibar Cloud",
    slug: "zanzibar-cloud",
    shortDescription: "Piattaforma nascosta",
    longDescription: "Zanzibar",
    published: false,
  });
});
afterAll(() => handle.close());

const paths = async (q: string) =>
  (await searchSite(handle.db, q)).results.map((result) => result.path);

describe("searchSite", () => {
  it("finds 'fatturazione' for 'fattura' (Italian stems)", async () => {
    expect(await paths("fattura")).toContain("/guide/fatturazione-elettronica");
  });

  it("finds 'città' for 'citta' and the other way round (accents ignored)", async () => {
    expect(await paths("citta")).toContain("/blog/citta-digitale");
    expect(await paths("CITTÀ")).toContain("/blog/citta-digitale");
  });

  it("ranks a match in the title above one in the text", async () => {
    const found = await paths("fattura");
    expect(found.indexOf("/guide/fatturazione-elettronica")).toBeLessThan(
      found.indexOf("/guide/archivio-documenti"),
    );
    expect(found.indexOf("/guide/archivio-documenti")).toBeGreaterThan(-1);
  });

  it("never finds drafts, posts not yet out or unpublished platforms", async () => {
    expect(await paths("zanzibar")).toEqual([]);
    expect(await paths("fattura")).not.toContain("/guide/bozza-fatture");
    expect(await paths("segreta")).toEqual([]);
  });

  it("finds the seeded guides, the platforms and the pages built from blocks", async () => {
    expect(await paths("IMAP4S")).toContain("/guide/configurazione-posta-imap4s");
    expect((await searchSite(handle.db, "teleassistenza")).results[0]?.kind).toBe("guide");
  });

  it("highlights the matches as parts of text: markup in the stored text stays text", async () => {
    const { results } = await searchSite(handle.db, "fattura");
    const archive = results.find((result) => result.path === "/guide/archivio-documenti")!;
    expect(archive.snippet.filter((part) => part.marked).map((part) => part.text)).toContain(
      "fattura",
    );
    const text = archive.snippet.map((part) => part.text).join("");
    expect(text).toContain("& oltre: <b>non</b> buttatela");
    expect(text).not.toContain("&amp;");
    expect(text.includes(MARK_START) || text.includes(MARK_END)).toBe(false);
  });

  it("answers nothing for an empty query and caps the words read", async () => {
    expect(await searchSite(handle.db, "   ")).toMatchObject({ results: [], total: 0 });
    expect(await searchSite(handle.db, "di la e")).toMatchObject({ results: [], total: 0 });
    const long = await searchSite(handle.db, `fattura ${"x".repeat(500)}`);
    expect(long.query.length).toBe(200);
    expect(await searchSite(handle.db, '"fattura" -archivio or ((')).toMatchObject({
      query: '"fattura" -archivio or ((',
    });
  });
});

describe("snippetParts", () => {
  it("splits at the markers and drops unpaired ones", () => {
    expect(snippetParts(`a ${MARK_START}b${MARK_END} c${MARK_START}`)).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
      { text: " c", marked: false },
    ]);
  });
});

describe("guide suggestions", () => {
  it("suggests the published guides holding any word of a ticket's subject", async () => {
    const found = await suggestGuides(handle.db, "Non riesco a configurare la PEC sul telefono");
    expect(found[0]).toMatchObject({
      path: "/guide/configurazione-posta-elettronica-certificata-pec",
    });
    expect(found.length).toBeLessThanOrEqual(3);
    expect(await suggestGuides(handle.db, "fatture in bozza")).not.toContainEqual(
      expect.objectContaining({ path: "/guide/bozza-fatture" }),
    );
  });

  it("is GET /api/guides/suggest?q=", async () => {
    const res = await createTestApi(handle.db).request("/guides/suggest?q=posta%20IMAP4S");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { path: string; title: string; summary: string }[];
    expect(body[0]).toMatchObject({ path: "/guide/configurazione-posta-imap4s" });
    expect(body[0]!.summary).toMatch(/sincronizzati/);
    expect((await createTestApi(handle.db).request("/guides/suggest")).status).toBe(200);
    const tooLong = await createTestApi(handle.db).request(`/guides/suggest?q=${"a".repeat(301)}`);
    expect(tooLong.status).toBe(400);
  });
});
