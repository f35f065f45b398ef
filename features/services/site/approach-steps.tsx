import { approachSteps } from "../approach-steps";
import { PageSection } from "#app/components/site/company/section-heading";
import { StepCards } from "#app/components/site/company/text-card";

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
      <StepCards
        steps={approachSteps}
        grid="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4"
        testId="approach-step"
      />
    </PageSection>
  );
}
