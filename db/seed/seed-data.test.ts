import { describe, expect, it } from "vitest";
import { z } from "#kit/lib/zod";
import { logoSpecSchema } from "./art/logos";
import { seedRecords } from "./seed-data";

const schema = z.strictObject({ name: z.string(), logo: logoSpecSchema });
const logo = { color: "#1d4ed8", accent: "#16a34a", shape: "square" };

describe("seedRecords", () => {
  it("gives back the records of a file that matches its schema", () => {
    expect(seedRecords("x.json", schema, [{ name: "Uno", logo }])).toEqual([{ name: "Uno", logo }]);
  });

  it("stops on a wrong record, naming the file and the field", () => {
    expect(() =>
      seedRecords("x.json", schema, [{ name: "Uno", logo: { ...logo, shape: "star" } }]),
    ).toThrow(/^db\/seed\/x\.json: [\s\S]*\[0\]\.logo\.shape/);
    expect(() => seedRecords("x.json", schema, [{ name: "Uno", logo, extra: 1 }])).toThrow(
      /x\.json[\s\S]*extra/,
    );
    expect(() => seedRecords("x.json", schema, { name: "Uno" })).toThrow(/x\.json/);
  });
});
