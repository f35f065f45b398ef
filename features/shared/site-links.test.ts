import { describe, expect, it } from "vitest";
import { isImageUrl, isSitePath, isWebAddress } from "./site-links";

describe("isSitePath", () => {
  it("accepts the site's own paths", () => {
    for (const path of ["/", "/contatti", "/uploads/images/a.webp", "/servizi?x=1#y"]) {
      expect(isSitePath(path), path).toBe(true);
    }
  });

  it("refuses protocol-relative forms and what browsers turn into them", () => {
    for (const path of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ /evil.example",
      "/a\u0000b",
      "contatti",
      "",
    ]) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});

describe("isWebAddress / isImageUrl", () => {
  it("accept http(s) addresses with a host", () => {
    expect(isWebAddress("http://example.it/pagina?x=1")).toBe(true);
    expect(isWebAddress("https://www.example.it")).toBe(true);
    expect(isImageUrl("https://cdn.example.it/a.webp")).toBe(true);
    expect(isImageUrl("/uploads/images/a.webp")).toBe(true);
  });

  it("refuse protocol-relative, backslash hosts, other schemes and control characters", () => {
    for (const url of [
      "//evil.example",
      "https:\\\\evil.example",
      "https://\\evil.example",
      "https:/evil.example",
      "javascript:alert(1)",
      "ftp://example.it",
      "https://exa mple.it",
      "https://example.it/\u0000",
      "https://",
    ]) {
      expect(isWebAddress(url), JSON.stringify(url)).toBe(false);
    }
    expect(isImageUrl("http://example.it/a.png")).toBe(false);
    expect(isImageUrl("/\\evil.example/a.png")).toBe(false);
  });
});
