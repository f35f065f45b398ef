import { Link } from "react-router";
import { ArrowRight, Boxes } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { buttonClasses } from "#app/components/ui/button";
import { servicePath, type ServiceCard } from "#features/services/service-cards";
import { ServiceIcon } from "#features/services/site/service-icon";
import { PageSection } from "./section-heading";
import { platformSummaries, sectors } from "./solutions-data";

const cardLink = "mt-5 arrow-link self-start";

/** The six services, each linking to its page. */
export function SolutionsServices({ services }: { services: readonly ServiceCard[] }) {
  return (
    <PageSection
      id="solutions-services-title"
      eyebrow="Su misura"
      title="Servizi costruiti sulle tue esigenze"
      lead="Quando serve qualcosa di unico, lo progettiamo insieme: dal software gestionale al marketing."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.slug}
            className="flex flex-col rounded-2xl border border-slate-200 p-7 shadow-sm"
          >
            <ServiceIcon slug={service.slug} className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{service.name}</h3>
            <p className="mt-2 flex-1 text-slate-600">{service.summary}</p>
            <Link to={servicePath(service.slug)} className={cardLink}>
              Scopri di più<span className="sr-only"> su {service.name}</span>
              <Icon node={ArrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The four white-label platforms and the link to the catalogue. */
export function SolutionsPlatforms() {
  return (
    <PageSection
      id="solutions-platforms-title"
      tone="muted"
      eyebrow="Pronte all'uso"
      title="Piattaforme white-label"
      lead="Software già collaudati, da attivare in pochi giorni e personalizzare con il tuo marchio, per te o per i tuoi clienti."
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {platformSummaries.map((platform) => (
          <li
            key={platform.slug}
            className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
          >
            <Icon node={Boxes} className="size-8 text-brand-700" />
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{platform.name}</h3>
            <p className="text-sm font-medium text-brand-700">{platform.kind}</p>
            <p className="mt-3 flex-1 text-slate-600">{platform.text}</p>
            <Link to={`/piattaforme/${platform.slug}`} className={cardLink}>
              Scopri {platform.name}
              <Icon node={ArrowRight} className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to="/piattaforme" className={buttonClasses("secondary", "lg")}>
          Tutte le piattaforme
          <Icon node={ArrowRight} className="size-5" />
        </Link>
      </div>
    </PageSection>
  );
}

/** Sectors we serve, each with links to the services that fit it. */
export function SolutionsSectors({ services }: { services: readonly ServiceCard[] }) {
  return (
    <PageSection
      id="solutions-sectors-title"
      eyebrow="Settori"
      title="Soluzioni per ogni settore"
      lead="Vent'anni di progetti ci hanno insegnato le esigenze specifiche di ogni attività."
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sectors.map((sector) => (
          <li key={sector.title} className="rounded-2xl border border-slate-200 p-7">
            <h3 className="text-lg font-semibold text-slate-900">{sector.title}</h3>
            <p className="mt-2 text-slate-600">{sector.text}</p>
            <ul aria-label={`Servizi per ${sector.title}`} className="mt-4 flex flex-wrap gap-2">
              {sector.services.map((slug) => (
                <li key={slug}>
                  <Link
                    to={servicePath(slug)}
                    className="inline-block rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-ring focus-visible:outline-brand-700"
                  >
                    {services.find((service) => service.slug === slug)?.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
