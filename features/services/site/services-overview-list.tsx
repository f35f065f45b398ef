import { Check } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { servicePath, type ServiceCard } from "../service-cards";
import { CardGridSection } from "#app/components/site/company/section-heading";
import { ServiceIcon } from "./service-icon";

/** The six service blocks of /servizi, each with its key points and a link to its page. */
export function ServicesOverviewList({ services }: { services: readonly ServiceCard[] }) {
  return (
    <CardGridSection
      id="services-list-title"
      eyebrow="Cosa facciamo"
      title="Sei servizi, un unico partner"
      lead="Ogni progetto mette insieme le competenze che servono: sviluppo, infrastruttura, design e marketing lavorano nello stesso team."
      grid="mt-14 grid gap-8 md:grid-cols-2"
    >
      {services.map((service) => (
        <li
          key={service.slug}
          data-testid="service-block"
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
        >
          <div className="flex items-center gap-4">
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ServiceIcon slug={service.slug} className="size-7" />
            </span>
            <h3 className="text-2xl font-semibold text-slate-900">{service.name}</h3>
          </div>
          <p className="mt-5 text-slate-600">{service.summary}</p>
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {service.highlights.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
                <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {point}
              </li>
            ))}
          </ul>
          <ArrowLink to={servicePath(service.slug)} className="mt-7 arrow-link self-start">
            Scopri il servizio<span className="sr-only"> {service.name}</span>
          </ArrowLink>
        </li>
      ))}
    </CardGridSection>
  );
}
