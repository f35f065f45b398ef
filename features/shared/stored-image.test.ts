import { describe, expect, it } from "vitest";
import { smallCopyOf, srcSetFor } from "./stored-image";

describe("srcSetFor", () => {
  it("lists the three stored widths of a project image", () => {
    expect(srcSetFor("/uploads/images/abc-123.webp")).toBe(
      "/uploads/images/abc-123-480.webp 480w, /uploads/images/abc-123-960.webp 960w, /uploads/images/abc-123.webp 1920w",
    );
  });
  it("gives nothing for external or other URLs", () => {
    expect(srcSetFor("https://example.com/a.webp")).toBeUndefined();
    expect(srcSetFor("/uploads/images/../x.webp")).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
  });
});

describe("smallCopyOf", () => {
  it("names the 480 px copy of a stored image", () => {
    expect(smallCopyOf("/uploads/images/abc-123.webp")).toBe("/uploads/images/abc-123-480.webp");
  });
  it("keeps other URLs", () => {
    expect(smallCopyOf("https://example.com/a.webp")).toBe("https://example.com/a.webp");
  });
});
