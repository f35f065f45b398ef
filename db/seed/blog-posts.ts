import type { blogPosts } from "../schema";
import { blogCoverSvg } from "./art/covers";
import { developmentPosts } from "./blog/ai-and-development";
import { businessPosts } from "./blog/business-and-web";
import type { PostSeed } from "./blog/post-seed";
import { compliancePosts } from "./blog/security-and-compliance";
import { daysFrom, pastDate, type SeedContext } from "./context";

export const postSeeds: PostSeed[] = [...compliancePosts, ...businessPosts, ...developmentPosts];

const categoryLabels: Record<PostSeed["category"], string> = {
  tecnologia: "Tecnologia",
  "web-design": "Web Design",
  sviluppo: "Sviluppo",
  sicurezza: "Sicurezza",
  "consulenza-it": "Consulenza IT",
  programmazione: "Programmazione",
  "e-commerce": "E-commerce",
  tutorial: "Tutorial",
  news: "News",
};

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
          blogCoverSvg(post.category, categoryLabels[post.category], post.slug),
        ),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
