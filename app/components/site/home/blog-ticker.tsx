import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { ArrowRight, Pause, Play } from "lucide";
import { Icon } from "~/components/ui/icon";
import { formatShortDate, truncate } from "~/lib/format";
import { useFreshData } from "~/lib/use-fresh-data";
import { fetchTickerPosts } from "./home-queries";
import type { TickerPost } from "./blog-ticker-data";
import { tickerTitleLength } from "./blog-ticker-limits";

// Scrolls the list and its copy by half the track, so the loop is seamless. The copy is drawn in
// the browser only (it would double the section in the HTML); until then nothing moves. Pauses on hover or
// focus or by the button; with reduced motion it does not move and the copy is not shown.
const tickerCss = `
@keyframes home-ticker-scroll { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.home-ticker-track[data-loop] { animation: home-ticker-scroll 45s linear infinite; }
.home-ticker:hover .home-ticker-track, .home-ticker:focus-within .home-ticker-track,
.home-ticker[data-paused="true"] .home-ticker-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) {
  .home-ticker-track { animation: none !important; transform: none; }
  .home-ticker-copy, .home-ticker-toggle { display: none !important; }
  .home-ticker-viewport { overflow-x: auto; }
}`;

/** Strip of the latest six public posts; hidden while loading or when there are none. */
export function BlogTicker({ initialPosts }: { initialPosts: TickerPost[] | undefined }) {
  const { data: posts } = useFreshData(initialPosts, fetchTickerPosts);
  const [paused, setPaused] = useState(false);
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);
  if (!posts || posts.length === 0) return null;

  return (
    <section
      aria-labelledby="home-blog-title"
      className="home-ticker border-y border-slate-200 bg-slate-50 py-10"
      data-paused={paused}
    >
      <style>{tickerCss}</style>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <h2 id="home-blog-title" className="text-2xl font-bold text-slate-900">
          Dal nostro blog
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
          <Link
            to="/blog"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700"
          >
            Tutti gli articoli
            <Icon node={ArrowRight} className="size-4" />
          </Link>
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

const noSubscription = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

function TickerList({ posts, copy = false }: { posts: TickerPost[]; copy?: boolean }) {
  return (
    <ul
      className={`flex shrink-0 gap-4 pr-4 first:pl-4 ${copy ? "home-ticker-copy" : ""}`}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
      data-testid={copy ? undefined : "blog-ticker-list"}
    >
      {posts.map((post) => (
        <li key={post.id} className="w-72 shrink-0">
          <Link
            to={`/blog/${post.slug}`}
            tabIndex={copy ? -1 : undefined}
            title={post.title}
            className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 focus-ring focus-visible:outline-brand-700"
          >
            <span className="flex items-center justify-between gap-2 text-xs">
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
                {post.category}
              </span>
              <time dateTime={post.date} className="text-slate-600">
                {formatShortDate(post.date)}
              </time>
            </span>
            <span data-testid="blog-ticker-title" className="font-semibold text-slate-900">
              {truncate(post.title, tickerTitleLength)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
