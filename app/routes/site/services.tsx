import { ArrowLink } from "#kit/ui/icon";
import type { Route } from "./+types/services";
import { pageMeta } from "#app/lib/route-meta";
import { servicesPages } from "#app/lib/page-meta/services";
import { serviceCardsLoader } from "#features/services/site/service-cards.server";
import { PageHero, heroOutlineLink } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import { ServicesOverviewList } from "#features/services/site/services-overview-list";
import { ApproachSteps } from "#features/services/site/approach-steps";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";

export const meta: Route.MetaFunction = pageMeta(servicesPages);

export const loader = serviceCardsLoader;

/** Services overview: the six services, the four-step approach and a quote call to action. */
export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Soluzioni"
        title="Servizi digitali per far crescere la tua impresa"
        lead="Dal 2005 progettiamo software, siti, negozi online, infrastrutture cloud e strategie di marketing per aziende, professionisti ed enti di Verona e di tutta Italia."
      >
        <QuoteRequestButton variant="secondary">Richiedi Preventivo Gratuito</QuoteRequestButton>
        <ArrowLink to="/portfolio" className={heroOutlineLink} size="size-5">
          Guarda i nostri progetti
        </ArrowLink>
      </PageHero>
      <ServicesOverviewList services={loaderData.services} />
      <ApproachSteps />
      <CtaBand
        id="services-cta-title"
        title="Parliamo del tuo progetto"
        text="Raccontaci di cosa hai bisogno: ti rispondiamo entro 24 ore con una prima valutazione e un preventivo gratuito, senza impegno."
      />
    </>
  );
}
