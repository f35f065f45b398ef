import { useState } from "react";
import { Link } from "react-router";
import { Pause, Play } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { truncate } from "#kit/lib/format";
import { formatShortDate } from "#kit/lib/dates";
import { useHydrated } from "#kit/lib/use-hydrated";
import type { TickerPost } from "./blog-ticker-data";
import { tickerTitleLength } from "./blog-ticker-limits";

/**
 * Strip of the latest six public posts (block `latest-posts`), scrolling once hydrated; nothing
 * when there are none.
 */
export function BlogTicker({
  id,
  title,
  linkLabel,
  posts,
}: {
  id: string;
  title: string;
  linkLabel: string;
  posts: TickerPost[];
}) {
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();
  if (posts.length === 0) return null;

  return (
    <section
      aria-labelledby={id}
      className="home-ticker border-y border-slate-200 bg-slate-50 py-10"
      data-paused={paused}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="home-ticker-toggle inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-600 focus-ring focus-visible:outline-brand-700"
          >
            {paused ? (
              <Icon node={Play} className="size-4" />
            ) : (
              <Icon node={Pause} className="size-4" />
            )}
            {paused ? "Riprendi lo scorrimento" : "Ferma lo scorrimento"}
          </button>
          <ArrowLink to="/blog" className="arrow-link text-sm">
            {linkLabel}
          </ArrowLink>
        </div>
      </div>
      <div className="home-ticker-viewport mt-6 overflow-hidden">
        <div className="home-ticker-track flex w-max" data-loop={hydrated || undefined}>
          <TickerList posts={posts} />
          {hydrated ? <TickerList posts={posts} copy /> : null}
        </div>
      </div>
    </section>
  );
}

function TickerList({ posts, copy = false }: { posts: TickerPost[]; copy?: boolean }) {
  return (
    <ul
      className={`flex shrink-0 gap-4 pr-4 first:pl-4 ${copy ? "home-ticker-copy" : ""}`}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      data-testid={copy ? undefined : "blog-ticker-list"}
    >
      {posts.map((post) => {
        // The whole title as a tooltip only where the card shows it cut.
        const shown = truncate(post.title, tickerTitleLength);
        return (
          <li key={post.id} className="w-72 shrink-0">
            <Link
              to={`/blog/${post.slug}`}
              tabIndex={copy ? -1 : undefined}
              title={shown === post.title ? undefined : post.title}
              className="home-ticker-card"
            >
              <span className="home-ticker-meta">
                <span className="home-ticker-category">{post.category}</span>
                <time dateTime={post.date} className="text-slate-600">
                  {formatShortDate(post.date)}
                </time>
              </span>
              <span data-testid="blog-ticker-title" className="font-semibold text-slate-900">
                {shown}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
