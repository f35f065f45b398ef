import { Link } from "react-router";
import { ChevronRight } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { PreparedData } from "./block-catalog";
import type { ImageFocus } from "./block-kit";
import { focalStyle } from "../../media/media-values";

/** Breadcrumb, title, lead, key facts and the main image of a case study. */
export function CaseStudyHeaderView({
  data,
}: {
  id: string;
  data: PreparedData<"case-study-header"> & ImageFocus;
}) {
  return (
    <section aria-labelledby="case-study-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 lg:px-8">
        {data.parentTo && data.parentLabel ? (
          <nav aria-label="Percorso">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
              <li>
                <Link to={data.parentTo} className="font-medium text-brand-700 hover:underline">
                  {data.parentLabel}
                </Link>
              </li>
              <li aria-hidden="true">
                <Icon node={ChevronRight} className="size-4" />
              </li>
              <li aria-current="page">{data.title}</li>
            </ol>
          </nav>
        ) : null}
        <div className="mt-8 grid items-center gap-12 lg:grid-cols-2">
          <div>
            {data.badge ? (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-brand-100">
                {data.badge}
              </span>
            ) : null}
            <h1
              id="case-study-title"
              className="mt-5 text-4xl font-extrabold text-slate-900 sm:text-5xl"
            >
              {data.title}
            </h1>
            {data.subtitle ? (
              <p className="mt-2 text-xl font-medium text-brand-700">{data.subtitle}</p>
            ) : null}
            <p className="mt-6 text-lg text-slate-700">{data.lead}</p>
            {data.facts.length > 0 ? (
              <dl className="mt-8 grid gap-4 sm:grid-cols-2">
                {data.facts.map((fact, index) => (
                  <div key={index} className="rounded-xl border border-slate-200 bg-white p-4">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {fact.term}
                    </dt>
                    <dd className="mt-1 font-medium text-slate-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
          <img
            src={data.image}
            alt={data.alt}
            width={1200}
            height={800}
            className="aspect-[3/2] w-full rounded-2xl bg-white object-cover shadow-xl ring-1 ring-slate-200"
            style={focalStyle(data.imagePosition)}
          />
        </div>
      </div>
    </section>
  );
}
