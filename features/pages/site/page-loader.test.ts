import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { fileFixtures } from "#tests/helpers/fixtures";
import { loadPublicPage } from "./page-loader.server";
import { blockNeeds } from "./page-blocks";

/**
 * Blocks drawn on the server alone (decision 060), on the database with the shipped pages: a
 * document's loader data leaves their data out and keeps it for the render; a navigation's data
 * request gets it all.
 */
const kit = fileFixtures();

const contextFor = () => {
  const skipped: unknown[] = [];
  const context = {
    db: kit.db,
    logger: { warn: (entry: unknown) => skipped.push(entry) },
    drawnBlocks: new Map<string, unknown>(),
  } as unknown as AppLoadContext;
  return { context, skipped };
};

describe("a page's blocks drawn on the server alone", () => {
  it("leave a document's loader data and wait in the load context; forms and quote buttons stay", async () => {
    const { context, skipped } = contextFor();
    const { page } = await loadPublicPage(
      context,
      new Request("http://sito.test/contatti"),
      "/contatti",
    );
    expect(skipped).toEqual([]);
    const byType = new Map(page.blocks.map((block) => [block.type, block]));
    // The header's quote button and the form need the browser.
    expect(byType.get("contact-header")).not.toHaveProperty("drawn");
    expect(byType.get("contact-header")?.data).not.toBeNull();
    expect(byType.get("contact-form")?.data).not.toBeNull();
    const faq = byType.get("faq")!;
    expect(faq).toMatchObject({ data: null, drawn: true });
    expect(context.drawnBlocks.get(faq.id)).toMatchObject({ questions: expect.any(Array) });
    // The metadata's facts were taken before: the FAQ's questions are still there.
    expect(page.head.questions.length).toBeGreaterThan(0);
    // The browser loads no view for a drawn block.
    expect(blockNeeds(page.blocks)).not.toContain("faq");
  });

  it("come whole to a navigation's data request", async () => {
    const { context } = contextFor();
    const { page } = await loadPublicPage(
      context,
      new Request("http://sito.test/servizi/consulenza-it.data"),
      "/servizi/consulenza-it",
    );
    expect(page.blocks.every((block) => !block.drawn && block.data !== null)).toBe(true);
    expect(context.drawnBlocks.size).toBe(0);
  });

  it("leave the home page's services and projects out of its HTML data; the strip and the offer stay", async () => {
    const { context } = contextFor();
    const { page } = await loadPublicPage(context, new Request("http://sito.test/"), "/");
    const drawn = page.blocks.filter((block) => block.drawn).map((block) => block.type);
    expect(drawn).toEqual(["link-cards", "partner-cards", "featured-projects"]);
    const kept = page.blocks.filter((block) => !block.drawn).map((block) => block.type);
    expect(kept).toEqual(["latest-posts", "promo-band"]);
    expect(JSON.stringify(page)).not.toContain("Gestionali, applicazioni web");
    expect(JSON.stringify([...context.drawnBlocks.values()])).toContain(
      "Gestionali, applicazioni web",
    );
  });
});
