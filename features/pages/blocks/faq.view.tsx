import { ChevronDown } from "lucide";
import { Icon } from "#kit/ui/icon";
import { SectionHeading } from "#features/shared/site/section-heading";
import { clsx } from "clsx";
import type { PreparedData } from "./block-catalog";

type Data = PreparedData<"faq">;

/** Questions as native disclosure widgets (keyboard and screen-reader ready, no JavaScript). */
export function FaqView({ id, data }: { id: string; data: Data }) {
  return data.look === "cards" ? <FaqCards id={id} data={data} /> : <FaqList id={id} data={data} />;
}

const chevron = "size-5 shrink-0 text-brand-700";

/** One bordered box, the questions divided by lines, under a section heading. */
function FaqList({ id, data }: { id: string; data: Data }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          eyebrow={data.eyebrow ?? undefined}
          title={data.title}
          lead={data.lead ?? undefined}
        />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {data.questions.map((faq, index) => (
            <details key={index} className="group px-6 py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <Icon
                  node={ChevronDown}
                  className={`${chevron} transition group-open:rotate-180`}
                />
              </summary>
              <p className="mt-3 text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** A white card per question, under a centred title and lead. */
function FaqCards({ id, data }: { id: string; data: Data }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-16 sm:py-20")}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {data.eyebrow ? <p className="eyebrow text-center">{data.eyebrow}</p> : null}
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold text-slate-900">
          {data.title}
        </h2>
        {data.lead ? <p className="mt-3 text-center text-lg text-slate-600">{data.lead}</p> : null}
        <div className="mt-10 space-y-3">
          {data.questions.map(({ question, answer }, index) => (
            <details
              key={index}
              className="group rounded-xl border border-slate-200 bg-white shadow-sm open:ring-1 open:ring-brand-600"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 focus-ring focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                {question}
                <Icon
                  node={ChevronDown}
                  className={`${chevron} transition-transform group-open:rotate-180`}
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
