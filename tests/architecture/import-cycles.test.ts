import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "#tests/helpers/import-graph";

describe("the run-time import graph (decision 056)", () => {
  const graph = importGraph();

  it("reads the project's modules and their imports", () => {
    expect(graph.size).toBeGreaterThan(500);
    // Relative imports, and the aliases of package.json "imports".
    expect(graph.get("app/root.tsx")).toContain("app/components/site/site-shell.tsx");
    const adminList = graph.get("kit/admin/use-admin-list.ts");
    expect(adminList).toContain("kit/lib/api.ts");
    // `import type` runs nothing: it is no edge.
    expect(adminList).not.toContain("kit/lib/page.ts");
    expect(graph.get("kit/admin/crud-tab.tsx")).not.toContain("kit/admin/dialog-texts.ts");
  });

  it("has no import cycle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const looped = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["d.ts"]],
      ["e.ts", ["a.ts"]],
    ]);
    expect(importCycles(looped)).toEqual([["a.ts", "b.ts", "c.ts"], ["d.ts"]]);
  });
});
