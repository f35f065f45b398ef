import { describe, expect, it } from "vitest";
import {
  blocksDiff,
  changeSummary,
  contentDiff,
  textDiff,
  visibleText,
} from "./version-diff.server";

describe("the comparison of versions", () => {
  it("reads rich text as its visible words, a paragraph or list item a line", () => {
    expect(
      visibleText("<h2>Titolo</h2><p>Uno &amp; <strong>due</strong></p><ul><li>tre</li></ul>"),
    ).toBe("Titolo\nUno & due\ntre");
  });

  it("cuts long unchanged stretches to their ends around the changes", () => {
    const long = "parola ".repeat(60);
    const parts = textDiff(`${long}fine`, `${long}finale`)!;
    expect(parts[0]!.change).toBe("same");
    expect(parts[0]!.text.startsWith("… ")).toBe(true);
    expect(parts[0]!.text.length).toBeLessThan(100);
    expect(parts.slice(1)).toEqual([
      { change: "removed", text: "fine" },
      { change: "added", text: "finale" },
    ]);
    expect(textDiff("uguale", "uguale")).toBeNull();
  });

  it("names the fields by the entity's labels and values by their words", () => {
    const diff = contentDiff(
      "blog",
      { title: "Backup", category: "sicurezza", published: false, tags: ["a"] },
      { title: "Backup", category: "news", published: true, tags: ["a", "b"] },
    );
    expect(diff.fields.map((f) => [f.label, f.parts])).toEqual([
      [
        "Categoria",
        [
          { change: "removed", text: "Sicurezza" },
          { change: "added", text: "News" },
        ],
      ],
      [
        "Pubblicato",
        [
          { change: "removed", text: "No" },
          { change: "added", text: "Sì" },
        ],
      ],
      [
        "Tag",
        [
          { change: "same", text: "a" },
          { change: "added", text: "\nb" },
        ],
      ],
    ]);
    expect(changeSummary(diff)).toBe("Campi modificati: Categoria, Pubblicato, Tag");
  });

  it("finds the blocks that moved while others stayed in their order", () => {
    const block = (id: string) => ({ id, type: "rich-text", data: { html: `<p>${id}</p>` } });
    const diff = blocksDiff(["a", "b", "c", "d"].map(block), ["b", "c", "a", "d"].map(block));
    expect(diff.map((b) => [b.id, b.change, b.from, b.to])).toEqual([["a", "moved", 1, 3]]);
  });
});
