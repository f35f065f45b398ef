import { Link } from "react-router";
import type { Route } from "./+types/support";
import { useRootData } from "#features/settings/root-data";
import { siteContext, pageMeta } from "#app/lib/route-meta";
import { companyPages } from "#app/lib/page-meta/company";
import { buttonClasses } from "#kit/ui/button";
import { HeroLinks, PageHero } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import { SupportChannels, SupportHours } from "#app/components/site/company/support-channels";
import { SupportSla } from "#app/components/site/company/support-sla";

export const meta: Route.MetaFunction = pageMeta(companyPages);

/** How customers get support: channels, hours, service levels by priority. */
export default function Support() {
  const { settings } = siteContext(useRootData());
  return (
    <>
      <PageHero
        eyebrow="Assistenza clienti"
        title="Supporto tecnico"
        lead="Ticket, telefono, teleassistenza e guide: tutto quello che serve per risolvere in fretta, con tempi di intervento chiari per ogni priorità."
      >
        <HeroLinks
          primary={{ to: "/area-clienti", label: "Apri un ticket" }}
          outline={{ to: "/webmail", label: "Webmail" }}
        />
      </PageHero>
      <SupportChannels settings={settings} />
      <SupportHours settings={settings} />
      <SupportSla />
      <CtaBand
        id="support-cta-title"
        title="Non sei ancora nostro cliente?"
        text="Scopri i contratti di manutenzione e assistenza: sistemi sempre aggiornati, backup verificati e un tecnico che conosce la tua azienda."
      >
        <Link to="/contatti" className={buttonClasses("primary", "lg")}>
          Contattaci
        </Link>
        <Link to="/servizi" className={buttonClasses("secondary", "lg")}>
          I nostri servizi
        </Link>
      </CtaBand>
    </>
  );
}
