import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./blog-slug";

describe("slugify", () => {
  it("lowercases, removes accents and turns other characters into single hyphens", () => {
    expect(slugify("Perché la NIS2 è importante?")).toBe("perche-la-nis2-e-importante");
    expect(slugify("  E-commerce & Cloud: più vendite, più città!  ")).toBe(
      "e-commerce-cloud-piu-vendite-piu-citta",
    );
    expect(slugify("Però — caffè ½ œuvre")).toBe("pero-caffe-1-2-uvre");
  });
  it("falls back to 'articolo' and stays short enough for a suffix", () => {
    expect(slugify("!!!")).toBe("articolo");
    expect(slugify("")).toBe("articolo");
    const long = slugify("parola ".repeat(80));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith("-")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("appends -2, -3 ... to a taken slug", () => {
    expect(uniqueSlug("guida", [])).toBe("guida");
    expect(uniqueSlug("guida", ["guida"])).toBe("guida-2");
    expect(uniqueSlug("guida", ["guida", "guida-2", "guida-4"])).toBe("guida-3");
  });
});
