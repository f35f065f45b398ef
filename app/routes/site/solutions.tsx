import type { Route } from "./+types/solutions";
import { pageMeta } from "#app/lib/route-meta";
import { companyPages } from "#app/lib/page-meta/company";
import { serviceCardsLoader } from "#features/services/site/service-cards.server";
import { HeroLinks, PageHero } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import {
  SolutionsPlatforms,
  SolutionsSectors,
  SolutionsServices,
} from "#app/components/site/company/solutions-sections";

export const meta: Route.MetaFunction = pageMeta(companyPages);

export const loader = serviceCardsLoader;

/** Overview of everything we offer: services, white-label platforms and sectors. */
export default function Solutions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Soluzioni"
        title="Soluzioni digitali per ogni settore"
        lead="Servizi su misura e piattaforme pronte all'uso: scegli il punto di partenza più adatto alla tua impresa, al resto pensiamo noi."
      >
        <HeroLinks
          primary={{ to: "/servizi", label: "I nostri servizi" }}
          outline={{ to: "/piattaforme", label: "Le piattaforme" }}
        />
      </PageHero>
      <SolutionsServices services={loaderData.services} />
      <SolutionsPlatforms />
      <SolutionsSectors services={loaderData.services} />
      <CtaBand
        id="solutions-cta-title"
        title="Non sai da dove iniziare?"
        text="Raccontaci la tua attività e i tuoi obiettivi: ti proponiamo la soluzione più adatta, con un preventivo gratuito entro 24 ore."
      />
    </>
  );
}
