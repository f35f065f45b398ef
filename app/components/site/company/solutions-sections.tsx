import { Link } from "react-router";
import { Boxes } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { servicePath, type ServiceCard } from "#features/services/service-cards";
import { ServiceIcon } from "#features/services/site/service-icon";
import { CardGridSection } from "./section-heading";
import { TextCard } from "./text-card";
import { platformSummaries, sectors } from "./solutions-data";

/** The six services, each linking to its page. */
export function SolutionsServices({ services }: { services: readonly ServiceCard[] }) {
  return (
    <CardGridSection
      id="solutions-services-title"
      eyebrow="Su misura"
      title="Servizi costruiti sulle tue esigenze"
      lead="Quando serve qualcosa di unico, lo progettiamo insieme: dal software gestionale al marketing."
      grid="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {services.map((service) => (
        <TextCard
          key={service.slug}
          tone="outline"
          media={<ServiceIcon slug={service.slug} className="size-8 text-brand-700" />}
          title={service.name}
          text={service.summary}
          link={{
            to: servicePath(service.slug),
            label: (
              <>
                Scopri di più<span className="sr-only"> su {service.name}</span>
              </>
            ),
          }}
        />
      ))}
    </CardGridSection>
  );
}

/** The four white-label platforms and the link to the catalogue. */
export function SolutionsPlatforms() {
  return (
    <CardGridSection
      id="solutions-platforms-title"
      tone="muted"
      eyebrow="Pronte all'uso"
      title="Piattaforme white-label"
      lead="Software già collaudati, da attivare in pochi giorni e personalizzare con il tuo marchio, per te o per i tuoi clienti."
      grid="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      after={
        <div className="mt-12 text-center">
          <ArrowLink to="/piattaforme" className={buttonClasses("secondary", "lg")} size="size-5">
            Tutte le piattaforme
          </ArrowLink>
        </div>
      }
    >
      {platformSummaries.map((platform) => (
        <TextCard
          key={platform.slug}
          media={<Icon node={Boxes} className="size-8 text-brand-700" />}
          title={platform.name}
          kicker={platform.kind}
          text={platform.text}
          link={{ to: `/piattaforme/${platform.slug}`, label: `Scopri ${platform.name}` }}
        />
      ))}
    </CardGridSection>
  );
}

/** Sectors we serve, each with links to the services that fit it. */
export function SolutionsSectors({ services }: { services: readonly ServiceCard[] }) {
  return (
    <CardGridSection
      id="solutions-sectors-title"
      eyebrow="Settori"
      title="Soluzioni per ogni settore"
      lead="Vent'anni di progetti ci hanno insegnato le esigenze specifiche di ogni attività."
      grid="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
    >
      {sectors.map((sector) => (
        <TextCard key={sector.title} tone="outline" title={sector.title} text={sector.text}>
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
        </TextCard>
      ))}
    </CardGridSection>
  );
}
