import { useState } from "react";
import type { Route } from "./+types/customer-area";
import { useRootData } from "#features/settings/root-data";
import { siteContext, pageMeta } from "#features/seo/route-meta";
import { customerAreaPages } from "#features/seo/page-meta/customer-area";
import { PageHero, heroOutlineLink } from "#features/shared/site/page-hero";
import { buttonClasses } from "#kit/ui/button";
import { CustomerLoginCard } from "#app/components/site/customer-area/customer-login-card";
import { QuickServices } from "#app/components/site/customer-area/quick-services";
import { SoftwareDownloads } from "#features/software/site/software-downloads";
import { SupportGuides } from "#app/components/site/customer-area/support-guides";
import { HelpBlock } from "#app/components/site/customer-area/help-block";
import { TicketDialogOnDemand } from "#features/tickets/site/ticket-dialog-on-demand";
import { listSoftware } from "#features/software/software.server";
import { listGuideIndex } from "#features/guides/guides.server";

export const meta: Route.MetaFunction = pageMeta(customerAreaPages);

/** How many guides the page links to (the rest are on /guide). */
const GUIDES_SHOWN = 6;

/**
 * The active downloadable software and the first published guides (decision 065), read from the
 * database on every request.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [software, guideIndex] = await Promise.all([
    listSoftware(context.db),
    listGuideIndex(context.db),
  ]);
  return {
    guides: guideIndex
      .flatMap((category) => category.guides)
      .slice(0, GUIDES_SHOWN)
      .map(({ slug, title, summary }) => ({ slug, title, summary })),
    software: software.map(({ id, name, version, description, category, platform, fileSize }) => ({
      id,
      name,
      version,
      description,
      category,
      platform,
      fileSize,
    })),
  };
}

/**
 * /area-clienti (../shared/spec/back-office.md §2 "Public customer-area page", PRODUCT.md point 2).
 */
export default function CustomerArea({ loaderData }: Route.ComponentProps) {
  const { settings, brand } = siteContext(useRootData());
  const [ticketOpen, setTicketOpen] = useState(false);

  return (
    <>
      <PageHero
        eyebrow="Servizi per i clienti"
        title="Area Clienti"
        lead={`Accedi ai tuoi servizi, scarica il software di assistenza, configura la posta e apri un ticket: tutto il supporto di ${brand} in un'unica pagina.`}
      >
        <a href="#accesso" className={buttonClasses("secondary", "lg")}>
          Accedi all'area riservata
        </a>
        <a href="#software" className={heroOutlineLink}>
          Scarica il software
        </a>
      </PageHero>

      <div className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_26rem] lg:px-8">
          <QuickServices onOpenTicket={() => setTicketOpen(true)} />
          <CustomerLoginCard />
        </div>
      </div>

      <SoftwareDownloads items={loaderData.software} />
      <SupportGuides guides={loaderData.guides} />
      <HelpBlock onOpenTicket={() => setTicketOpen(true)} phone={settings.phone_primary} />
      <TicketDialogOnDemand open={ticketOpen} onOpenChange={setTicketOpen} />
    </>
  );
}
