import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "./robots";

describe("buildRobotsTxt", () => {
  it("allows the public site, disallows the private areas and points to the sitemap and the blog's feed", () => {
    expect(buildRobotsTxt("https://www.scaligeradigital.example/")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /customer",
        "Disallow: /api",
        "",
        "Sitemap: https://www.scaligeradigital.example/sitemap.xml",
        "Sitemap: https://www.scaligeradigital.example/blog/rss.xml",
        "",
      ].join("\n"),
    );
  });
});
