import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "./robots";

describe("buildRobotsTxt", () => {
  it("allows the public site, disallows the private areas and points to the sitemap", () => {
    expect(buildRobotsTxt("https://www.scaligeradigital.example/")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /customer",
        "Disallow: /api",
        "",
        "Sitemap: https://www.scaligeradigital.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
