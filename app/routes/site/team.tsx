import type { Route } from "./+types/team";
import { useRootData } from "#features/settings/root-data";
import { siteContext, pageMeta } from "#app/lib/route-meta";
import { companyPages } from "#app/lib/page-meta/company";
import { HeroLinks, PageHero } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import { TeamGrid, TeamPrinciples } from "#app/components/site/company/team-sections";

export const meta: Route.MetaFunction = pageMeta(companyPages);

/** The team: the people, their roles and how they work. */
export default function Team() {
  const { settings } = siteContext(useRootData());
  return (
    <>
      <PageHero
        eyebrow="Team"
        title="Il nostro team"
        lead="Sviluppatori, consulenti, designer ed esperti di marketing: le persone che progettano, realizzano e seguono nel tempo i progetti dei nostri clienti."
      >
        <HeroLinks
          primary={{ to: "/chi-siamo", label: "La nostra storia" }}
          outline={{ to: "/portfolio", label: "I nostri progetti" }}
        />
      </PageHero>
      <TeamGrid />
      <TeamPrinciples />
      <CtaBand
        id="team-cta-title"
        title="Mettici alla prova"
        text={
          <>
            Raccontaci il tuo progetto: ti risponde direttamente chi lo seguirà. Vuoi unirti a noi?
            Scrivici a{" "}
            <a
              href={`mailto:${settings.email}`}
              className="font-semibold text-brand-800 underline hover:text-brand-900"
            >
              {settings.email}
            </a>
            .
          </>
        }
      />
    </>
  );
}
