import { ChevronDown } from "lucide";
import { Icon } from "#kit/ui/icon";
import { SectionHeading } from "#app/components/site/company/section-heading";
import { clsx } from "clsx";
import type { PreparedData } from "./block-catalog";

/** Questions as native disclosure widgets (keyboard and screen-reader ready). */
export function FaqView({ id, data }: { id: string; data: PreparedData<"faq"> }) {
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
                  className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180"
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
