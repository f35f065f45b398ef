import { approachSteps } from "../approach-steps";
import { PageSection } from "#app/components/site/company/section-heading";
import { StepNumber, TextCard } from "#app/components/site/company/text-card";

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
          <TextCard
            key={step.title}
            testId="approach-step"
            media={<StepNumber n={index + 1} />}
            title={step.title}
            text={step.text}
          />
        ))}
      </ol>
    </PageSection>
  );
}
