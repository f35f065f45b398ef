import { ChevronDown } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { ServiceContent } from "../services";
import { SectionHeading } from "#app/components/site/company/section-heading";

/** Frequently asked questions, as native disclosure widgets (keyboard and screen-reader ready). */
export function ServiceFaq({ service }: { service: ServiceContent }) {
  return (
    <section aria-labelledby="service-faq-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="service-faq-title" eyebrow="FAQ" title="Domande frequenti" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {service.faqs.map((faq) => (
            <details key={faq.question} className="group px-6 py-5">
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
