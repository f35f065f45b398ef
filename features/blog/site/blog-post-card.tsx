import { Link } from "react-router";
import { Clock } from "lucide";
import { Icon } from "#kit/ui/icon";
import { blogCategoryCoverClass } from "../blog-categories";
import type { BlogListItem } from "../blog-views";
import { formatCardDate } from "#kit/lib/dates";
import { srcSetFor } from "#features/shared/stored-image";
import { clsx as cn } from "clsx";
import { BlogCategoryBadge } from "./blog-category-badge";

/** ../shared/spec/public-site.md §9: at most 3 tags and a fixed reading-time label. */
export const maxCardTags = 3;
export const readingTimeLabel = "5 min lettura";

const cardSizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * One post in the list grid; the whole card links to /blog/{slug}. The covers of the first row
 * load at once (`eager`); the first one, the page's largest image on a phone, first of all.
 */
export function BlogPostCard({
  post,
  eager = false,
  first = false,
}: {
  post: BlogListItem;
  eager?: boolean;
  first?: boolean;
}) {
  return (
    <article
      data-testid="blog-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:border-brand-600 hover:shadow-lg focus-within:border-brand-600 motion-reduce:hover:translate-y-0"
    >
      <div className="aspect-video overflow-hidden bg-slate-100">
        {post.imageUrl ? (
          // The title beside it says what the cover shows: the image is decorative here.
          <img
            src={post.imageUrl}
            srcSet={srcSetFor(post.imageUrl)}
            sizes={cardSizes}
            width={1600}
            height={900}
            alt=""
            loading={eager || first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
            style={post.imagePosition ? { objectPosition: post.imagePosition } : undefined}
          />
        ) : (
          <div
            aria-hidden="true"
            className={cn("size-full bg-linear-to-br", blogCategoryCoverClass(post.category))}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <BlogCategoryBadge category={post.category} />
          <time dateTime={post.date} className="text-slate-600">
            {formatCardDate(post.date)}
          </time>
        </div>
        <h2 className="mt-4 text-xl leading-snug font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="stretched-link group-hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="mt-3 line-clamp-3 text-slate-600">{post.excerpt}</p> : null}
        <div className="mt-auto pt-5">
          {post.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Tag">
              {post.tags.slice(0, maxCardTags).map((tag, index) => (
                <li
                  key={`${index}-${tag}`}
                  data-testid="blog-card-tag"
                  className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600">
            <Icon node={Clock} className="size-4" />
            {readingTimeLabel}
          </p>
        </div>
      </div>
    </article>
  );
}

/** A grey card of the same shape, shown while the list loads. */
export function BlogPostCardPlaceholder() {
  return (
    <div
      data-testid="blog-card-placeholder"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none"
    >
      <div className="aspect-video bg-slate-200" />
      <div className="flex flex-col gap-3 p-6">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="h-6 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-2/3 rounded bg-slate-100" />
      </div>
    </div>
  );
}
