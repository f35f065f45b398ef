import { describe, expect, it } from "vitest";
import {
  categoryLabel,
  firstItems,
  gradientOf,
  paragraphs,
  platformDescription,
  platformTitle,
} from "./solution-display";

describe("platform display helpers", () => {
  it("falls back to blue for a missing or unknown gradient colour", () => {
    expect(gradientOf("emerald")).toBe("emerald");
    expect(gradientOf("cyan")).toBe("cyan");
    expect(gradientOf(null)).toBe("blue");
    expect(gradientOf("red")).toBe("blue");
  });

  it("labels categories in Italian", () => {
    expect(categoryLabel("platform")).toBe("Piattaforma");
    expect(categoryLabel("tool")).toBe("Strumento");
    expect(categoryLabel("other")).toBe("Software");
  });

  it("takes the first non-empty items up to the limit", () => {
    expect(firstItems(["a", " ", "b", "c", "d", "e"], 4)).toEqual(["a", "b", "c", "d"]);
    expect(firstItems(["a"], 5)).toEqual(["a"]);
    expect(firstItems(null, 5)).toEqual([]);
  });

  it("splits the long description on blank lines", () => {
    expect(paragraphs("Primo\nsegue.\n\n  Secondo  \r\n\r\nTerzo\n \n\n")).toEqual([
      "Primo segue.",
      "Secondo",
      "Terzo",
    ]);
    expect(paragraphs("")).toEqual([]);
  });

  it("titles the page with metaTitle or '{name} | {brand}'", () => {
    expect(platformTitle({ name: "1Mail", metaTitle: "1Mail - Email marketing" }, "SD")).toBe(
      "1Mail - Email marketing",
    );
    expect(platformTitle({ name: "1Mail", metaTitle: "  " }, "Scaligera Digital")).toBe(
      "1Mail | Scaligera Digital",
    );
    expect(platformDescription({ metaDescription: null, shortDescription: " Breve " })).toBe(
      "Breve",
    );
    expect(platformDescription({ metaDescription: "Meta", shortDescription: "Breve" })).toBe(
      "Meta",
    );
  });
});
