import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { shippedPages, sitePagesMigrationSql } from "#db/seed/site-pages";
import { pages } from "#features/pages/pages.table";
import { getPublicPage } from "#features/pages/pages.server";
import { notFoundPagePath } from "#features/pages/blocks/not-found-defaults";

/** The pages the site ships with (decision 057): valid, installed by their migration, drawn whole. */
const kit = fileFixtures();
const shipped = shippedPages();

describe("the pages the site ships with", () => {
  it("are written into the site_pages migration as the files say now", () => {
    const dir = path.resolve(import.meta.dirname, "../../db/migrations");
    const file = readdirSync(dir).findLast((name) => /^\d{4}_site_pages\.sql$/.test(name));
    expect(file, "run npx tsx scripts/site-pages-migration.ts").toBeDefined();
    expect(readFileSync(path.join(dir, file!), "utf8")).toBe(sitePagesMigrationSql());
  });

  it.each(shipped.map(({ file, page }) => [file, page] as const))(
    "%s is published by the migration and every block of it is drawn",
    async (_file, page) => {
      const [row] = await kit.db.select().from(pages).where(eq(pages.path, page.path));
      expect(row?.system).toBe(page.system);
      const skipped: unknown[] = [];
      const shown = await getPublicPage(kit.db, page.path, {
        skipped: (block) => skipped.push(block),
      });
      expect(skipped).toEqual([]);
      expect(shown?.blocks.map((block) => block.id)).toEqual(page.blocks.map((block) => block.id));
    },
  );

  it("holds each path once", () => {
    const paths = shipped.map(({ page }) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(shipped.map(({ file, page }) => [file, page] as const))(
    "%s shows only images that are files of public/",
    (_file, page) => {
      const images = [...JSON.stringify(page).matchAll(/"(?:image|video)":"(\/[^"]+)"/g)];
      for (const [, image] of images) {
        expect(existsSync(path.resolve("public", image!.slice(1))), image).toBe(true);
      }
    },
  );

  it("keeps the 404 text in a system page out of search results", () => {
    const page = shipped.find(({ page }) => page.path === notFoundPagePath)?.page;
    expect(page?.system).toBe(true);
    expect(page?.seo.noindex).toBe(true);
    expect(page?.blocks.map((block) => block.type)).toContain("not-found");
  });

  it("holds one h1 a page: one header block (the home page's is its hero)", () => {
    const headers = [
      "page-header",
      "contact-header",
      "case-study-header",
      "legal-header",
      "not-found",
    ];
    for (const { file, page } of shipped) {
      const expected = page.path === "/" ? 0 : 1;
      expect(page.blocks.filter((block) => headers.includes(block.type)).length, file).toBe(
        expected,
      );
    }
  });
});
