import { MapPin } from "lucide";
import { clsx } from "clsx";
import { Icon } from "#kit/ui/icon";
import type { PreparedData } from "./block-catalog";
import { useCompanyText } from "./company-text";

/** Paragraphs and the place on one side, the figures on the other (`{marchio}`... filled). */
export function StoryView({ id, data }: { id: string; data: PreparedData<"story"> }) {
  const fill = useCompanyText();
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          {data.eyebrow ? <p className="eyebrow">{data.eyebrow}</p> : null}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {data.title}
          </h2>
          <div
            className="mt-6 space-y-4 text-lg text-slate-700"
            dangerouslySetInnerHTML={{ __html: fill.html(data.bodyHtml) }}
          />
          {data.place ? (
            <p className="mt-6 inline-flex items-center gap-2 font-medium text-slate-700">
              <Icon node={MapPin} className="size-5 text-brand-700" />
              {fill.text(data.place)}
            </p>
          ) : null}
        </div>
        {data.figures.length > 0 ? (
          <dl className="grid content-center gap-6 sm:grid-cols-2">
            {data.figures.map((figure, index) => (
              <div
                key={index}
                className="flex flex-col-reverse rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <dt className="mt-2 text-slate-600">{figure.label}</dt>
                <dd className="text-4xl font-bold text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
