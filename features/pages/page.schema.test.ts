import { describe, expect, it } from "vitest";
import { untouchedBlock, type StoredBlock } from "./page-content";
import { pageInputSchema, pageInputSchemaKeeping } from "./page.schema";

const broken: StoredBlock = { id: "intro", type: "page-header", data: { title: 7 } };
const saved: readonly StoredBlock[] = [broken];
const page = (blocks: StoredBlock[]) => ({ path: "/prova", title: "Prova", blocks });
/** The editor's rule: what the loaded draft holds may come back as it is. */
const editorSchema = pageInputSchemaKeeping((block) => Boolean(untouchedBlock(block, saved)));
const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("a saved block that no longer parses", () => {
  it("passes the editor's check while untouched, and only then", () => {
    expect(editorSchema.safeParse(page([{ ...broken, data: { title: 7 } }])).success).toBe(true);
    expect(issuePaths(editorSchema.safeParse(page([{ ...broken, data: { title: 8 } }])))).toEqual([
      "blocks.0.data.title",
    ]);
    expect(issuePaths(editorSchema.safeParse(page([{ ...broken, id: "altro" }])))).toEqual([
      "blocks.0.data.title",
    ]);
    // A new page keeps nothing.
    expect(issuePaths(pageInputSchema.safeParse(page([broken])))).toEqual(["blocks.0.data.title"]);
  });
});
