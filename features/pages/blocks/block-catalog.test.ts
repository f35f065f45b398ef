import { describe, expect, it } from "vitest";
import { blockDefinitions } from "./block-catalog";
import { blockViewModules } from "./block-views";
import { allFields, blockFields, fieldPaths } from "./block-fields";

describe("the block catalogue", () => {
  it("draws every type it defines", () => {
    expect(Object.keys(blockViewModules).sort()).toEqual(
      blockDefinitions.map((block) => block.type).sort(),
    );
  });

  it.each(blockDefinitions.map((block) => [block.type, block] as const))(
    "%s: labels every field in Italian, and no field that is not there",
    (_type, block) => {
      const paths = fieldPaths(blockFields(block.schema));
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((path) => !block.fields[path])).toEqual([]);
      expect(Object.keys(block.fields).filter((path) => !paths.includes(path))).toEqual([]);
    },
  );

  it.each(blockDefinitions.map((block) => [block.type, block] as const))(
    "%s: names every option of its choices in Italian, and pairs each image with its alt text",
    (_type, block) => {
      const fields = allFields(blockFields(block.schema));
      const unnamed = fields.flatMap((field) =>
        field.kind === "choice"
          ? field.options
              .filter((option) => !field.optionLabels[String(option)])
              .map((option) => `${field.path}: ${option}`)
          : [],
      );
      expect(unnamed).toEqual([]);
      const paths = new Set(fields.map((field) => field.path));
      const images = fields.filter((field) => field.kind === "text" && field.editor === "image");
      const altPath = (field: (typeof fields)[number]) =>
        field.path.replace(/[^.]+$/, field.kind === "text" ? (field.altKey ?? "") : "");
      expect(images.filter((field) => !paths.has(altPath(field))).map((f) => f.path)).toEqual([]);
      expect(fields.filter((field) => field.kind === "unknown").map((f) => f.path)).toEqual([]);
    },
  );

  it.each(blockDefinitions.map((block) => [block.type, block] as const))(
    "%s: a block just added is valid",
    (_type, block) => {
      expect(block.schema.safeParse(block.create()).success).toBe(true);
    },
  );

  it("reads the kinds of the fields from the schema", () => {
    const header = blockFields(blockDefinitions[0].schema);
    expect(header.find((field) => field.key === "title")).toMatchObject({
      kind: "text",
      required: true,
    });
    expect(header.find((field) => field.key === "lead")).toMatchObject({
      kind: "text",
      required: false,
    });
    const buttons = header.find((field) => field.key === "buttons");
    expect(buttons?.kind).toBe("list");
    expect(
      buttons?.kind === "list" && buttons.item.find((field) => field.key === "style"),
    ).toMatchObject({
      kind: "choice",
      options: ["primary", "secondary", "outline", "ghost"],
    });
  });
});
