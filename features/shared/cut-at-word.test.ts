import { describe, expect, it } from "vitest";
import { cutAtWord } from "./cut-at-word";

describe("cutAtWord", () => {
  it("keeps a text that fits, trimmed", () => {
    expect(cutAtWord("  Sicurezza informatica  ", 30)).toBe("Sicurezza informatica");
    expect(cutAtWord("abcde", 5)).toBe("abcde");
  });

  it("cuts after the last whole word and adds the ellipsis within the limit", () => {
    const cut = cutAtWord("Come scegliere il gestionale giusto per la tua impresa", 30);
    expect(cut).toBe("Come scegliere il gestionale…");
    expect(Array.from(cut).length).toBeLessThanOrEqual(30);
  });

  it("keeps a word that ends exactly at the limit and drops punctuation before the ellipsis", () => {
    expect(cutAtWord("Uno due tre, quattro cinque", 13)).toBe("Uno due tre…");
    expect(cutAtWord("Uno due, tre quattro", 9)).toBe("Uno due…");
  });

  it("counts whole code points and cuts inside a word only when it is the only choice", () => {
    expect(cutAtWord("🚀🚀🚀 razzi e stelle", 8)).toBe("🚀🚀🚀…");
    expect(cutAtWord("🚀🚀🚀 razzi e stelle", 10)).toBe("🚀🚀🚀 razzi…");
    expect(cutAtWord("Supercalifragilistichespiralidoso", 10)).toBe("Supercali…");
  });
});
