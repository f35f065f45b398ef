import { FileQuestion } from "lucide";
import { Link } from "react-router";
import { ArrowLink, BackLink, Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { formatLongDate } from "#kit/lib/dates";
import { blogProseClasses } from "#kit/ui/prose";
import type { GuideView } from "../guides.server";
import { categoryAnchor, GUIDES_PATH } from "./guide-meta";

const crumbLink =
  "text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700 font-semibold";

/** A guide: breadcrumb, title, summary, sanitized body, the other guides of its category. */
export function GuideArticle({ guide }: { guide: GuideView }) {
  return (
    <article data-testid="guide-article">
      <header className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6 lg:px-8">
          <nav aria-label="Percorso">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <li>
                <Link to={GUIDES_PATH} className={crumbLink}>
                  Guide
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to={`${GUIDES_PATH}#${categoryAnchor(guide.categorySlug)}`}
                  className={crumbLink}
                >
                  {guide.category}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className="mt-6 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
            {guide.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{guide.summary}</p>
          <p className="mt-5 text-sm text-slate-600">
            Aggiornata il <time dateTime={guide.updatedAt}>{formatLongDate(guide.updatedAt)}</time>
          </p>
        </div>
      </header>

      <div
        data-testid="guide-content"
        className={`mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8 ${blogProseClasses}`}
        dangerouslySetInnerHTML={{ __html: guide.body }}
      />

      {guide.related.length > 0 ? (
        <section
          aria-labelledby="guide-related-title"
          className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8"
        >
          <h2 id="guide-related-title" className="text-xl font-bold text-slate-900">
            Altre guide: {guide.category}
          </h2>
          <ul className="mt-4 grid gap-3">
            {guide.related.map((other) => (
              <li key={other.slug}>
                <ArrowLink to={`${GUIDES_PATH}/${other.slug}`} className={crumbLink}>
                  {other.title}
                </ArrowLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        aria-labelledby="guide-help-title"
        className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8"
      >
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="guide-help-title" className="text-2xl font-bold">
            Non hai trovato la risposta?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            Apri un ticket dall'area clienti o chiamaci: il nostro supporto ti aiuta a risolvere.
          </p>
          <ArrowLink
            to="/area-clienti"
            className={`${buttonClasses("secondary", "lg")} mt-7 border-white`}
            size="size-5"
          >
            Vai all'area clienti
          </ArrowLink>
        </div>
      </section>
    </article>
  );
}

/** Unknown or unpublished guide, or any load error. */
export function GuideNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <Icon node={FileQuestion} className="mx-auto size-14 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Guida non trovata</h1>
      <p className="section-lead">La guida che stai cercando non esiste o è stata rimossa.</p>
      <BackLink to={GUIDES_PATH} className={`${buttonClasses("primary", "lg")} mt-8`} size="size-5">
        Tutte le guide
      </BackLink>
    </section>
  );
}
