import { ArrowLink, BackLink } from "#kit/ui/icon";
import { Link } from "react-router";
import type { BlogPostView } from "../blog-views";
import { buttonClasses } from "#kit/ui/button";
import { formatLongDate } from "#kit/lib/dates";
import { srcSetFor } from "#features/shared/stored-image";
import { BlogCategoryBadge } from "./blog-category-badge";
import { blogProseClasses } from "#kit/ui/prose";
import { ShareButton } from "./share-button";

type Props = { post: BlogPostView; canonicalUrl: string; brand: string };

/** The post page: header, cover image, sanitized HTML body, tags, call to action. */
export function BlogArticle({ post, canonicalUrl, brand }: Props) {
  return (
    <article data-testid="blog-article">
      <header className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6 lg:px-8">
          <BackLink
            to="/blog"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700"
          >
            Tutti gli articoli
          </BackLink>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
            <BlogCategoryBadge category={post.category} className="text-sm" />
            <time dateTime={post.date} className="text-sm text-slate-600">
              {formatLongDate(post.date)}
            </time>
            <div className="ml-auto">
              <ShareButton url={canonicalUrl} title={post.title} />
            </div>
          </div>
          <h1 className="mt-6 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          {post.excerpt ? (
            <p data-testid="blog-excerpt" className="mt-5 text-lg leading-relaxed text-slate-700">
              {post.excerpt}
            </p>
          ) : null}
          <p className="mt-5 text-sm text-slate-600">
            Di{" "}
            <span className="font-semibold text-slate-800">{post.author ?? `Team ${brand}`}</span>
          </p>
        </div>
      </header>

      {post.imageUrl ? (
        <div className="mx-auto mt-10 max-w-4xl px-4 sm:px-6 lg:px-8">
          <img
            src={post.imageUrl}
            srcSet={srcSetFor(post.imageUrl)}
            sizes="(min-width: 896px) 832px, 100vw"
            width={1600}
            height={900}
            alt={post.imageAlt ?? `Immagine di copertina dell'articolo: ${post.title}`}
            loading="eager"
            decoding="async"
            className="aspect-video w-full rounded-2xl object-cover shadow-md"
            style={post.imagePosition ? { objectPosition: post.imagePosition } : undefined}
          />
        </div>
      ) : null}

      <div
        data-testid="blog-content"
        className={`mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8 ${blogProseClasses}`}
        dangerouslySetInnerHTML={{ __html: post.contentHtml }}
      />

      {post.tags.length > 0 ? (
        <section
          aria-labelledby="blog-tags-title"
          className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8"
        >
          <h2
            id="blog-tags-title"
            className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
          >
            Argomenti
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag, index) => (
              <li key={`${index}-${tag}`}>
                <Link
                  to={`/blog?q=${encodeURIComponent(tag)}`}
                  data-testid="blog-tag"
                  className="inline-block rounded-md bg-slate-100 px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-ring focus-visible:outline-brand-700"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="blog-cta-title"
        className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8"
      >
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="blog-cta-title" className="text-2xl font-bold">
            Vuoi applicare queste idee alla tua azienda?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            Raccontaci il tuo progetto: analizziamo insieme le esigenze e ti rispondiamo entro 24
            ore con una proposta concreta.
          </p>
          <ArrowLink
            to="/contatti"
            className={`${buttonClasses("secondary", "lg")} mt-7 border-white`}
            size="size-5"
          >
            Contattaci
          </ArrowLink>
        </div>
      </section>
    </article>
  );
}
