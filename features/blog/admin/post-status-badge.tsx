import { formatCardDateTime, withArticle } from "#kit/lib/dates";

type PostDates = { published: boolean; publishedAt: string | null };

/** Where an article stands now: on the site, waiting for its publication moment, or a draft. */
export function postState(post: PostDates, now = Date.now()): "published" | "scheduled" | "draft" {
  if (!post.published) return "draft";
  return post.publishedAt !== null && Date.parse(post.publishedAt) > now
    ? "scheduled"
    : "published";
}

const looks = {
  published: ["Pubblicato", "bg-green-100 text-green-800"],
  scheduled: ["Programmato", "bg-amber-100 text-amber-900"],
  draft: ["Bozza", "bg-slate-200 text-slate-800"],
} as const;

/** The state of an article as the owner should read it: a scheduled one says when it goes out. */
export function PostStatusBadge({ post }: { post: PostDates }) {
  const state = postState(post);
  const [label, colours] = looks[state];
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colours}`}
      >
        {label}
      </span>
      {state === "scheduled" ? (
        <span className="text-xs text-slate-700">
          Esce {withArticle(formatCardDateTime(post.publishedAt!))}
        </span>
      ) : null}
    </span>
  );
}
