import { Users } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { ServiceContent } from "../services";
import { PageSection } from "#app/components/site/company/section-heading";
import { StepNumber, TextCard } from "#app/components/site/company/text-card";

/** 'For whom' and the methodology steps of a service. */
export function ServiceAudienceMethod({ service }: { service: ServiceContent }) {
  return (
    <>
      <PageSection
        id="service-audience-title"
        tone="muted"
        eyebrow="Per chi"
        title="A chi si rivolge"
        lead="Lavoriamo con imprese di ogni dimensione: ecco le situazioni in cui possiamo fare la differenza."
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {service.audience.map((item) => (
            <TextCard
              key={item.title}
              media={
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon node={Users} className="size-5" />
                </span>
              }
              title={item.title}
              text={item.text}
            />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="service-method-title"
        eyebrow="Metodologia"
        title="Come lavoriamo"
        lead="Fasi chiare, un referente unico e aggiornamenti costanti: sai sempre a che punto è il progetto."
        container="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8"
      >
        <ol className="mt-12 space-y-6">
          {service.steps.map((step, index) => (
            <li key={step.title} className="flex gap-5" data-testid="method-step">
              <StepNumber n={index + 1} />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
