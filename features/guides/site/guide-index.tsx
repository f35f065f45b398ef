import { BookOpen } from "lucide";
import { Link } from "react-router";
import { Icon } from "#kit/ui/icon";
import { formatLongDate } from "#kit/lib/dates";
import { PageHero } from "#features/shared/site/page-hero";
import type { GuideCategoryView } from "../guides.server";
import { categoryAnchor, GUIDES_PATH } from "./guide-meta";

/** /guide: the categories with their guides, each a card linking to the article. */
export function GuideIndex({ categories }: { categories: GuideCategoryView[] }) {
  return (
    <>
      <PageHero
        eyebrow="Supporto"
        title="Guide per i clienti"
        lead="Le risposte alle richieste che riceviamo più spesso, passo per passo: assistenza a distanza, posta elettronica, PEC e altro."
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {categories.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-10 text-center text-slate-700">
            Non ci sono ancora guide pubblicate. Per qualsiasi domanda{" "}
            <Link to="/contatti" className="font-semibold text-brand-700 underline">
              contattaci
            </Link>
            .
          </p>
        ) : (
          <div className="grid gap-14">
            {categories.map((category) => (
              <section
                key={category.slug}
                id={categoryAnchor(category.slug)}
                aria-labelledby={`${categoryAnchor(category.slug)}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`${categoryAnchor(category.slug)}-title`}
                  className="text-2xl font-bold tracking-tight text-slate-900"
                >
                  {category.name}
                </h2>
                {category.description ? (
                  <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>
                ) : null}
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {category.guides.map((guide) => (
                    <li key={guide.slug} className="card">
                      <div className="flex items-start gap-3">
                        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                          <Icon node={BookOpen} className="size-5" />
                        </span>
                        <h3 className="text-lg font-bold text-slate-900">
                          <Link
                            to={`${GUIDES_PATH}/${guide.slug}`}
                            className="hover:text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700"
                          >
                            {guide.title}
                          </Link>
                        </h3>
                      </div>
                      <p className="mt-3 flex-1 text-slate-700">{guide.summary}</p>
                      <p className="mt-4 text-sm text-slate-600">
                        Aggiornata il{" "}
                        <time dateTime={guide.updatedAt}>{formatLongDate(guide.updatedAt)}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
