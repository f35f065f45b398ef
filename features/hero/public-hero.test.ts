import { describe, expect, it } from "vitest";
import { safeCssBackground, safeCssColor, safeLinkUrl } from "./public-hero";

describe("safeLinkUrl", () => {
  it("accepts site paths, anchors and web, mail and phone links", () => {
    for (const url of [
      "/portfolio",
      "/servizi/consulenza-it?x=1",
      "#contatti",
      "https://example.com/a",
      "mailto:info@example.com",
      "tel:+390450001122",
    ]) {
      expect(safeLinkUrl(url)).toBe(url);
    }
  });
  it("refuses script URLs, protocol-relative URLs and empty values", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(safeLinkUrl(url)).toBeNull();
    }
  });
});

describe("safeCssBackground / safeCssColor", () => {
  it("accepts colours and gradients", () => {
    const gradient = "linear-gradient(135deg, #1e3a8a 0%, rgb(37, 99, 235) 100%)";
    expect(safeCssBackground(gradient)).toBe(gradient);
    expect(safeCssColor("#ffffff")).toBe("#ffffff");
    expect(safeCssColor("white")).toBe("white");
    expect(safeCssColor("hsl(0 0% 100% / 0.9)")).toBe("hsl(0 0% 100% / 0.9)");
  });
  it("refuses anything that leaves the declaration or loads a resource", () => {
    for (const css of [
      "red; background: blue",
      "url(https://x.example/a.png)",
      "red}body{display:none",
      "var(--x)",
      "'red'",
      "",
    ]) {
      expect(safeCssBackground(css)).toBeNull();
    }
    expect(safeCssColor("linear-gradient(red, blue)")).toBeNull();
  });
});
