import type { blogPosts } from "../schema";
import { blogCategories, blogCategoryLabels } from "#features/blog/blog-categories";
import { blogPostRecordSchema } from "#features/blog/blog.schema";
import { z } from "#kit/lib/zod";
import { blogCoverSvg } from "./art/covers";
import postData from "./blog-posts.json" with { type: "json" };
import { daysFrom, pastDate, type SeedContext } from "./context";
import { seedRecords } from "./seed-data";

/** One demo article; when it goes public is described by `schedule`. */
const postSeedSchema = blogPostRecordSchema
  .pick({ slug: true, title: true, content: true, tags: true })
  .extend({
    excerpt: z.string(),
    category: z.enum(blogCategories),
    author: z.string(),
    schedule: z.discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("published"), at: z.iso.datetime({ offset: true }) }),
      z.strictObject({ kind: z.literal("draft") }),
      z.strictObject({ kind: z.literal("scheduled"), daysAhead: z.number().int() }),
    ]),
  })
  .strict();
type PostSeed = z.output<typeof postSeedSchema>;

/** The demo articles (blog-posts.json): on compliance, on business and the web, on development. */
export const postSeeds = seedRecords("blog-posts.json", postSeedSchema, postData);

function publication(post: PostSeed, now: Date, index: number) {
  switch (post.schedule.kind) {
    case "published":
      return { published: true, publishedAt: pastDate(post.schedule.at, now, 30 * (index + 1)) };
    case "scheduled":
      return { published: true, publishedAt: daysFrom(now, post.schedule.daysAhead) };
    case "draft":
      return { published: false, publishedAt: null };
  }
}

/** Nine articles: seven public, one draft, one scheduled ten days ahead (PRODUCT.md point 5). */
export async function blogPostRows(ctx: SeedContext): Promise<(typeof blogPosts.$inferInsert)[]> {
  return Promise.all(
    postSeeds.map(async (post, index) => {
      const { schedule: _schedule, ...fields } = post;
      const when = publication(post, ctx.now, index);
      // Drafts and scheduled posts were written a little before "now"; the others on publication.
      const createdAt =
        when.publishedAt && when.publishedAt < ctx.now ? when.publishedAt : daysFrom(ctx.now, -3);
      return {
        ...fields,
        ...when,
        imageUrl: await ctx.image(
          blogCoverSvg(post.category, blogCategoryLabels[post.category], post.slug),
        ),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
