import { describe, expect, it } from "vitest";
import { truncate } from "./format";

describe("truncate", () => {
  it("keeps text up to the limit unchanged", () => {
    expect(truncate("Breve", 50)).toBe("Breve");
    expect(truncate("a".repeat(50), 50)).toBe("a".repeat(50));
  });
  it("cuts longer text at the limit and adds '...'", () => {
    const cut = truncate("b".repeat(51), 50);
    expect(cut).toBe(`${"b".repeat(50)}...`);
    expect(cut.length).toBe(53);
  });
  it("drops trailing spaces before the ellipsis", () => {
    expect(truncate("Sicurezza informatica per le PMI", 10)).toBe("Sicurezza...");
  });
  it("never splits a character made of two code units", () => {
    expect(truncate("ab😀cd", 3)).toBe("ab😀...");
  });
});
