import { ArrowLink } from "#kit/ui/icon";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { useRootData } from "#features/settings/root-data";
import { siteContext, pageMeta } from "#app/lib/route-meta";
import { companyPages } from "#app/lib/page-meta/company";
import { buttonClasses } from "#kit/ui/button";
import { PageHero, heroOutlineLink } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import { AboutValues } from "#app/components/site/about/about-values";
import { AboutStory } from "#app/components/site/about/about-story";
import { AboutExpertise } from "#app/components/site/about/about-expertise";
import { AboutTimeline } from "#app/components/site/about/about-timeline";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";

export const meta: Route.MetaFunction = pageMeta(companyPages);

/** About: values, story, technology areas, support points and the milestone timeline. */
export default function About() {
  const { brand } = siteContext(useRootData());
  return (
    <>
      <PageHero
        eyebrow="Chi siamo"
        title="20 anni di innovazione digitale"
        lead="Dal 2005 aiutiamo imprese, professionisti ed enti a crescere con software, siti e servizi digitali costruiti su misura, con la concretezza di chi lavora ogni giorno accanto ai propri clienti."
      >
        <ArrowLink to="/portfolio" className={buttonClasses("secondary", "lg")} size="size-5">
          Scopri i nostri progetti
        </ArrowLink>
        <Link to="/contatti" className={heroOutlineLink}>
          Contattaci
        </Link>
      </PageHero>
      <AboutValues />
      <AboutStory brand={brand} />
      <AboutExpertise />
      <AboutTimeline />
      <CtaBand
        id="about-cta-title"
        title="Costruiamo insieme il prossimo progetto"
        text="Guarda cosa abbiamo realizzato per i nostri clienti oppure raccontaci la tua idea: ti rispondiamo entro 24 ore."
      >
        <Link to="/portfolio" className={buttonClasses("secondary", "lg")}>
          Vedi il portfolio
        </Link>
        <QuoteRequestButton>Richiedi Preventivo Gratuito</QuoteRequestButton>
      </CtaBand>
    </>
  );
}
