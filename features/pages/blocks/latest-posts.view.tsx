import { BlogTicker } from "#features/blog/site/blog-ticker";
import type { PreparedData } from "./block-catalog";

export function LatestPostsView({ id, data }: { id: string; data: PreparedData<"latest-posts"> }) {
  return (
    <BlogTicker
      id={`${id}-title`}
      title={data.title}
      linkLabel={data.linkLabel}
      posts={data.posts}
    />
  );
}
