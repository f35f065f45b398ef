import { Link } from "react-router";
import type { Route } from "./+types/solutions";
import { metaForPath } from "#app/lib/route-meta";
import { companyPages } from "#app/lib/page-meta/company";
import { services, toServiceCard } from "#features/services/services";
import { buttonClasses } from "#app/components/ui/button";
import { PageHero, heroOutlineLink } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import {
  SolutionsPlatforms,
  SolutionsSectors,
  SolutionsServices,
} from "#app/components/site/company/solutions-sections";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(companyPages, location.pathname, matches[0]?.data);

/** The six services' cards (their whole content stays on the server). */
export function loader() {
  return { services: services.map(toServiceCard) };
}

/** Overview of everything we offer: services, white-label platforms and sectors. */
export default function Solutions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Soluzioni"
        title="Soluzioni digitali per ogni settore"
        lead="Servizi su misura e piattaforme pronte all'uso: scegli il punto di partenza più adatto alla tua impresa, al resto pensiamo noi."
      >
        <Link to="/servizi" className={buttonClasses("secondary", "lg")}>
          I nostri servizi
        </Link>
        <Link to="/piattaforme" className={heroOutlineLink}>
          Le piattaforme
        </Link>
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
