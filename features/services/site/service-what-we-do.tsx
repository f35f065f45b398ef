import { CircleCheck } from "lucide";
import type { ServiceContent } from "../services";
import { SectionHeading } from "#app/components/site/company/section-heading";
import { IconTextCards } from "#app/components/site/company/text-card";

/** 'What we do': the introduction and the service's offerings. */
export function ServiceWhatWeDo({ service }: { service: ServiceContent }) {
  return (
    <section aria-labelledby="service-what-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeading
            id="service-what-title"
            eyebrow="Cosa facciamo"
            title="Come possiamo aiutarti"
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg text-slate-700">
            {service.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
          <IconTextCards
            items={service.offerings}
            icons={[CircleCheck]}
            iconClass="size-7 text-brand-700"
            tone="soft"
          />
        </ul>
      </div>
    </section>
  );
}
