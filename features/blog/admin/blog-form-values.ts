import type { z } from "zod";
import { romeDateTimeInput } from "#kit/lib/dates";
import type { BlogPostInput, BlogPostRecord, blogPostSchema } from "../blog.schema";
import { slugify } from "../blog-slug";

/** What the blog dialog's form holds (the schema's input; tags as comma-separated text). */
export type BlogFormValues = z.input<typeof blogPostSchema>;

export function blogFormValues(post: BlogPostRecord | null): BlogFormValues {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    category: (post?.category as BlogFormValues["category"]) ?? "tecnologia",
    published: post?.published ?? false,
    tags: (post?.tags ?? []).join(", "),
    publishedAt: romeDateTimeInput(post?.publishedAt),
    imageUrl: post?.imageUrl ?? "",
    content: post?.content ?? "",
    slug: post?.slug ?? "",
  };
}

/**
 * The payload for the API. The slug follows the title; an article whose title did not change
 * keeps its slug (and so its address).
 */
export function blogPayload(values: BlogPostInput, post: BlogPostRecord | null): BlogPostInput {
  const keep = post !== null && post.title.trim() === values.title;
  return { ...values, slug: keep ? post.slug : slugify(values.title) };
}
