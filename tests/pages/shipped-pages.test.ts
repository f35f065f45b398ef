import { describe, expect, it } from "vitest";
import { z } from "#kit/lib/zod";
import { pageInputSchema } from "#features/pages/page.schema";
import { shippedPageFiles, shippedPages } from "#tests/helpers/shipped-pages";

/** The pages the site ships with (db/seed/pages, decision 057) pass the page's own schema. */
const shippedPage = pageInputSchema.extend({ system: z.boolean().default(false) });

describe("the pages the site ships with", () => {
  it.each(shippedPageFiles.map((name, index) => [name, shippedPages[index]!] as const))(
    "%s parses with the page schema, unchanged",
    (_name, page) => {
      const parsed = shippedPage.safeParse(page);
      expect(parsed.success ? [] : z.prettifyError(parsed.error)).toEqual([]);
      expect(parsed.data?.path).toBe(page.path);
      expect(parsed.data?.blocks.map((block) => block.type)).toEqual(
        page.blocks.map((block) => block.type),
      );
    },
  );

  it("holds each path once", () => {
    const paths = shippedPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
