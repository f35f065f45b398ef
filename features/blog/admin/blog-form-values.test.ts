import { describe, expect, it } from "vitest";
import { blogPostSchema, type BlogPostRecord } from "../blog.schema";
import { blogFormValues } from "./blog-form-values";

describe("blog form publication time", () => {
  it("shows the stored instant as Rome's wall-clock time and reads it back the same", () => {
    const post = { publishedAt: "2026-07-02T09:30:00.000Z", tags: [] } as unknown as BlogPostRecord;
    const values = blogFormValues(post);
    expect(values.publishedAt).toBe("2026-07-02T11:30");
    const parsed = blogPostSchema.shape.publishedAt.parse(values.publishedAt);
    expect(parsed).toBe("2026-07-02T09:30:00.000Z");
  });
});
