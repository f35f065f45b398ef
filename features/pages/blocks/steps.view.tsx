import { PageSection } from "#features/shared/site/section-heading";
import { StepCards, StepNumber, gridClass } from "#features/shared/site/text-card";
import type { PreparedData } from "./block-catalog";

export function StepsView({ id, data }: { id: string; data: PreparedData<"steps"> }) {
  if (data.layout === "list") {
    return (
      <PageSection
        id={`${id}-title`}
        eyebrow={data.eyebrow ?? undefined}
        title={data.title}
        lead={data.lead ?? undefined}
        tone={data.tone}
        container="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8"
      >
        <ol className="mt-12 space-y-6">
          {data.steps.map((step, index) => (
            <li key={index} className="flex gap-5">
              <StepNumber n={index + 1} />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
    );
  }
  return (
    <PageSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
    >
      <StepCards steps={data.steps} grid={gridClass(data.columns)} />
    </PageSection>
  );
}
