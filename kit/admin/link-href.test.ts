import { describe, expect, it } from "vitest";
import { normalizeLinkHref } from "./link-href";

describe("normalizeLinkHref", () => {
  it("keeps web, mail, phone links and site paths; completes bare domains", () => {
    expect(normalizeLinkHref(" https://www.acn.gov.it/ ")).toBe("https://www.acn.gov.it/");
    expect(normalizeLinkHref("mailto:info@scaligeradigital.example")).toBe(
      "mailto:info@scaligeradigital.example",
    );
    expect(normalizeLinkHref("tel:+390450001122")).toBe("tel:+390450001122");
    expect(normalizeLinkHref("/servizi/consulenza-it")).toBe("/servizi/consulenza-it");
    expect(normalizeLinkHref("www.garanteprivacy.it/home")).toBe(
      "https://www.garanteprivacy.it/home",
    );
  });
  it("refuses scripts, data, protocol-relative and malformed values", () => {
    for (const value of [
      "",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "mailto:",
      "testo con spazi",
      "vbscript:msgbox(1)",
    ]) {
      expect(normalizeLinkHref(value), value).toBeNull();
    }
  });
});
