import { Award, Lightbulb, Users, Wrench } from "lucide";
import { Icon } from "#kit/ui/icon";
import { PageSection } from "../company/section-heading";
import { values } from "./about-data";

const icons = [Wrench, Lightbulb, Award, Users];

/** The four values of the company. */
export function AboutValues() {
  return (
    <PageSection
      id="about-values-title"
      eyebrow="I nostri valori"
      title="Cosa ci guida ogni giorno"
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value, index) => {
          const icon = icons[index] ?? Award;
          return (
            <li
              key={value.title}
              data-testid="about-value"
              className="rounded-2xl border border-slate-200 bg-white p-7 text-center shadow-sm"
            >
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon node={icon} className="size-7" />
              </span>
              <h3 className="card-title">{value.title}</h3>
              <p className="mt-3 text-slate-600">{value.text}</p>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
