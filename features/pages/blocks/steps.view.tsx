import { PageSection } from "#app/components/site/company/section-heading";
import { StepCards } from "#app/components/site/company/text-card";
import type { PreparedData } from "./block-catalog";
import { gridClass } from "./grid-class";

export function StepsView({ id, data }: { id: string; data: PreparedData<"steps"> }) {
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
