import type { Route } from "./+types/portfolio";
import { listClients } from "../../../domain/clients/clients.server";
import { portfolioProjects } from "../../../domain/portfolio/projects";
import { ClientsSection } from "~/components/site/portfolio/clients-section";
import { PortfolioCallToAction } from "~/components/site/portfolio/portfolio-cta";
import { PortfolioHero } from "~/components/site/portfolio/portfolio-hero";
import { ProjectRow } from "~/components/site/portfolio/project-row";
import { WhiteLabelSection } from "~/components/site/portfolio/white-label-section";
import { metaForPath } from "~/lib/route-meta";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(location.pathname, matches[0]?.data);

/** The featured client references; the projects are fixed data. */
export async function loader({ context }: Route.LoaderArgs) {
  const clients = await listClients(context.db, { featuredOnly: true });
  return {
    clients: clients.map(({ id, name, logoUrl, websiteUrl }) => ({
      id,
      name,
      logoUrl,
      websiteUrl,
    })),
  };
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PortfolioHero />
      <section aria-label="Progetti realizzati" className="bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl space-y-24 px-4 sm:px-6 lg:px-8">
          {portfolioProjects.map((project, index) => (
            <ProjectRow key={project.id} project={project} index={index} />
          ))}
        </div>
      </section>
      <WhiteLabelSection />
      <ClientsSection clients={loaderData.clients} />
      <PortfolioCallToAction />
    </>
  );
}
