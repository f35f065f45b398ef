import { describe, expect, it } from "vitest";
import { isExternalLink, isImageUrl, isSitePath, isWebAddress } from "./site-links";

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

describe("isExternalLink", () => {
  it("takes web, mail and phone links", () => {
    expect(isExternalLink("https://www.esempio.it/pagina")).toBe(true);
    expect(isExternalLink("http://esempio.it")).toBe(true);
    expect(isExternalLink("mailto:info@esempio.it")).toBe(true);
    expect(isExternalLink("mailto:info@esempio.it?subject=Ciao")).toBe(true);
    expect(isExternalLink("tel:+390450001122")).toBe(true);
  });

  it("refuses other schemes, paths and broken addresses", () => {
    for (const value of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/contatti",
      "//host.it",
      "ftp://esempio.it",
      "mailto:",
      "mailto:senza-chiocciola",
      "tel:",
      "tel:+39 045 000",
      "https://",
      "https://esempio.it/a b",
    ]) {
      expect(isExternalLink(value), value).toBe(false);
    }
  });
});
