import { ArrowLink, BackLink } from "#kit/ui/icon";
import { Link } from "react-router";
import type { Route } from "./+types/service-detail";
import { findServiceBySlug, otherServices, toServiceCard } from "#features/services/services";
import { metaForPath } from "#app/lib/route-meta";
import { servicesPages } from "#app/lib/page-meta/services";
import { buttonClasses } from "#kit/ui/button";
import { PageHero, heroOutlineLink } from "#app/components/site/company/page-hero";
import { CtaBand } from "#app/components/site/company/cta-band";
import { ServiceIcon } from "#features/services/site/service-icon";
import { ServiceWhatWeDo } from "#features/services/site/service-what-we-do";
import { ServiceAudienceMethod } from "#features/services/site/service-audience-method";
import { ServiceLists } from "#features/services/site/service-lists";
import { ServiceFaq } from "#features/services/site/service-faq";
import { OtherServices } from "#features/services/site/other-services";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";
import { notFoundAnswer } from "#features/pages/not-found.server";

/**
 * One of the six services; any other slug answers 404, drawn by the root error boundary with
 * the site's not-found page and its metadata.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const service = findServiceBySlug(params.slug);
  if (!service) throw await notFoundAnswer(context.db);
  return { service, others: otherServices(service.slug).map(toServiceCard) };
}

export const meta: Route.MetaFunction = ({ location, matches, data }) =>
  metaForPath(
    servicesPages,
    location.pathname,
    matches[0]?.data,
    data
      ? {
          jsonLd: {
            name: data.service.name,
            serviceType: data.service.name,
            alternateName: data.service.title,
          },
        }
      : {},
  );

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <PageHero
        before={
          <BackLink
            to="/servizi"
            className="mb-8 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-sky-100 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            Torna ai servizi
          </BackLink>
        }
        eyebrow={service.name}
        title={service.title}
        lead={service.tagline}
        aside={
          <span className="flex size-48 items-center justify-center rounded-[2.5rem] bg-white/10 ring-1 ring-white/20">
            <ServiceIcon slug={service.slug} className="size-24 text-sky-100" />
          </span>
        }
      >
        <QuoteRequestButton variant="secondary" service={service.quoteService}>
          Richiedi Preventivo
        </QuoteRequestButton>
        <ArrowLink to="/portfolio" className={heroOutlineLink} size="size-5">
          Guarda i nostri progetti
        </ArrowLink>
      </PageHero>
      <ServiceWhatWeDo service={service} />
      <ServiceAudienceMethod service={service} />
      <ServiceLists service={service} />
      <ServiceFaq service={service} />
      <CtaBand
        id="service-cta-title"
        title="Parliamo del tuo progetto"
        text="Raccontaci obiettivi e tempi: ti rispondiamo entro 24 ore con una prima valutazione e un preventivo gratuito e senza impegno."
      >
        <QuoteRequestButton service={service.quoteService}>
          Richiedi Preventivo Gratuito
        </QuoteRequestButton>
        <Link to="/contatti" className={buttonClasses("secondary", "lg")}>
          Contattaci
        </Link>
        <Link to="/chi-siamo" className={buttonClasses("ghost", "lg")}>
          Chi siamo
        </Link>
      </CtaBand>
      <OtherServices services={loaderData.others} />
    </>
  );
}
