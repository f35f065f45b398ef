import { useActionData } from "react-router";
import { Icon } from "#kit/ui/icon";
import type { FormOutcome } from "#kit/lib/form-outcome";
import { AiAnalysisForm } from "#features/contact/site/ai-analysis-form";
import type { PreparedData } from "./block-catalog";

/** Where the request form is in the page: the page's buttons link to `#richiesta-analisi`. */
export const analysisFormAnchor = "richiesta-analisi";

/** The checks the analysis makes, and the request form (posted to its page's action without JavaScript). */
export function AiAnalysisFormView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"ai-analysis-form">;
}) {
  const served = useActionData<FormOutcome | undefined>();
  return (
    <section aria-label="Controlli e richiesta" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {data.checksTitle}
          </h2>
          <ul aria-labelledby={`${id}-title`} className="mt-8 grid gap-5 sm:grid-cols-2">
            {data.checks.map(({ icon, title, text }, index) => (
              <li
                key={index}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {icon ? (
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon node={icon} className="size-5" />
                  </span>
                ) : null}
                <h3
                  className={
                    icon ? "mt-4 font-semibold text-slate-900" : "font-semibold text-slate-900"
                  }
                >
                  {title}
                </h3>
                <p className="mt-1.5 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div
          id={analysisFormAnchor}
          className="scroll-mt-28 self-start rounded-3xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
        >
          <h2 className="text-2xl font-bold text-slate-900">{data.formTitle}</h2>
          {data.formText ? <p className="mt-2 text-slate-600">{data.formText}</p> : null}
          <div className="mt-6">
            <AiAnalysisForm served={served} />
          </div>
        </div>
      </div>
    </section>
  );
}
