import { describe, expect, it } from "vitest";
import { heroVariantSchema, isImageUrl } from "./hero.schema";

const base = { name: "Estate", title: "Titolo estivo" };

describe("heroVariantSchema", () => {
  it("defaults season and active, blanks become null", () => {
    expect(heroVariantSchema.parse({ ...base, subtitle: "", ctaUrl: "  " })).toMatchObject({
      season: "default",
      active: false,
      subtitle: null,
      ctaUrl: null,
      backgroundColor: null,
      backgroundImage: null,
    });
  });
  it("keeps only the background of the chosen type", () => {
    const gradient = "linear-gradient(135deg, #123456 0%, #654321 100%)";
    const both = { backgroundColor: gradient, backgroundImage: "/uploads/images/a.webp" };
    expect(heroVariantSchema.parse({ ...base, ...both, backgroundType: "gradient" })).toMatchObject(
      {
        backgroundColor: gradient,
        backgroundImage: null,
      },
    );
    expect(heroVariantSchema.parse({ ...base, ...both, backgroundType: "image" })).toMatchObject({
      backgroundColor: null,
      backgroundImage: "/uploads/images/a.webp",
    });
    expect(
      heroVariantSchema.parse({ ...base, ...both, backgroundType: "image" }),
    ).not.toHaveProperty("backgroundType");
  });
  it("accepts image URLs that are site paths or https", () => {
    expect(isImageUrl("/uploads/images/a.webp")).toBe(true);
    expect(isImageUrl("https://cdn.example.it/a.webp")).toBe(true);
    for (const bad of [
      "//evil.example/a.png",
      "http://x.example/a.png",
      "javascript:alert(1)",
      "/a b.png",
    ]) {
      expect(isImageUrl(bad)).toBe(false);
    }
  });
});
