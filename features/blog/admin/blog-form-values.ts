import type { z } from "zod";
import type { BlogPostInput, BlogPostRecord, blogPostSchema } from "../blog.schema";
import { slugify } from "../blog-slug";

/** What the blog dialog's form holds (the schema's input; tags as comma-separated text). */
export type BlogFormValues = z.input<typeof blogPostSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as the local "YYYY-MM-DDTHH:mm" of a datetime-local input ("" for none). */
export function isoToDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function blogFormValues(post: BlogPostRecord | null): BlogFormValues {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    category: (post?.category as BlogFormValues["category"]) ?? "tecnologia",
    published: post?.published ?? false,
    tags: (post?.tags ?? []).join(", "),
    publishedAt: isoToDateTimeInput(post?.publishedAt),
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
