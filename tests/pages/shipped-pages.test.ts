import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect } from "vitest";
import { z } from "#kit/lib/zod";
import { pageInputSchema } from "#features/pages/page.schema";
import { getPublicPage } from "#features/pages/pages.server";
import { notFoundPagePath } from "#features/pages/blocks/not-found-defaults";
import { test } from "#tests/helpers/fixtures";

/**
 * The pages the site ships with (db/seed/pages/*.json, decision 057): each parses with the page
 * schema, and a migrated database holds it published with every block drawable.
 */
const dir = path.resolve("db/seed/pages");
const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
const shipped = pageInputSchema.extend({ system: z.boolean().default(false) });
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(dir, name), "utf8"));

describe("shipped pages", () => {
  test.each(files)("%s parses with the page schema", (name) => {
    const parsed = shipped.safeParse(read(name));
    expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([]);
  });

  test.for(files)("%s is published by the migrations, no block skipped", async (name, { db }) => {
    const page = shipped.parse(read(name));
    const skipped: unknown[] = [];
    const published = await getPublicPage(db, page.path, { skipped: (b) => skipped.push(b) });
    expect(published?.title).toBe(page.title);
    expect(skipped).toEqual([]);
    expect(published?.blocks.map((block) => block.type)).toEqual(
      page.blocks.map((block) => block.type),
    );
  });

  test.each(files)("%s shows only images that are files of public/", (name) => {
    const images = [...JSON.stringify(read(name)).matchAll(/"(?:image|video)":"(\/[^"]+)"/g)];
    for (const [, image] of images) {
      expect(existsSync(path.resolve("public", image!.slice(1))), image).toBe(true);
    }
  });

  test("the 404 page is a system page holding its 'Pagina non trovata' block", () => {
    const file = files.find((name) => shipped.parse(read(name)).path === notFoundPagePath);
    expect(file).toBeDefined();
    const page = shipped.parse(read(file!));
    expect(page.system).toBe(true);
    expect(page.seo.noindex).toBe(true);
    expect(page.blocks.map((block) => block.type)).toContain("not-found");
  });
});
