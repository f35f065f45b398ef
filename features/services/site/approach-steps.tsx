import { approachSteps } from "../approach-steps";
import { PageSection } from "#app/components/site/company/section-heading";

/** The four-step approach of /servizi, as an ordered list. */
export function ApproachSteps() {
  return (
    <PageSection
      id="approach-title"
      tone="muted"
      eyebrow="Il nostro metodo"
      title="Il nostro approccio in quattro fasi"
      lead="Lo stesso percorso collaudato per ogni progetto, dal primo incontro all'assistenza dopo il lancio."
    >
      <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {approachSteps.map((step, index) => (
          <li
            key={step.title}
            data-testid="approach-step"
            className="relative rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-3 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
