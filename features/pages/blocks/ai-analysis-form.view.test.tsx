import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { fileFixtures } from "#tests/helpers/fixtures";
import { siteSettingDefaults } from "#features/settings/site-settings";
import shipped from "#db/seed/pages/analisi-sito-ai.json" with { type: "json" };
import { blockNeeds, PageBlocks } from "../site/page-blocks";
import { loadBlockViews } from "../site/load-block-views";
import { getPublicPage } from "../pages.server";
import { aiAnalysisFormBlock } from "./ai-analysis-form.block";
import { blockFields, fieldPaths } from "./block-fields";

/**
 * The analysis form's place in the page is fixed (decision 061): no field asks the owner for a
 * name, the page stored with the old `anchor` key still reads, and its buttons still reach it.
 */
const kit = fileFixtures();

describe("the AI analysis form block", () => {
  it("asks for no anchor, and reads data stored with one", () => {
    expect(fieldPaths(blockFields(aiAnalysisFormBlock.schema))).not.toContain("anchor");
    const stored = shipped.blocks.find((block) => block.type === "ai-analysis-form")!;
    expect(stored.data).toHaveProperty("anchor", "richiesta-analisi");
    const parsed = aiAnalysisFormBlock.schema.safeParse(stored.data);
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty("anchor");
  });

  it("draws the stored page whole, and its buttons' #link lands on the form", async () => {
    const skipped: unknown[] = [];
    const page = await getPublicPage(kit.db, "/analisi-sito-ai", {
      skipped: (block) => skipped.push(block),
    });
    expect(skipped).toEqual([]);
    await loadBlockViews(blockNeeds(page!.blocks));
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/analisi-sito-ai",
        Component: () => <PageBlocks blocks={page!.blocks} />,
      },
    ]);
    const html = renderToString(
      <Stub
        initialEntries={["/analisi-sito-ai"]}
        hydrationData={{ loaderData: { root: { settings: siteSettingDefaults } } }}
      />,
    );
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(links).toContain("richiesta-analisi");
    for (const anchor of links) expect(html).toContain(`id="${anchor}"`);
  });
});
