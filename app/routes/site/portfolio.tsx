import type { Route } from "./+types/portfolio";
import { listClients } from "#features/clients/clients.server";
import { portfolioProjects } from "#features/portfolio/projects";
import { caseStudyPath } from "#features/portfolio/case-studies";
import { ClientsSection } from "#features/portfolio/site/clients-section";
import { PortfolioCallToAction } from "#features/portfolio/site/portfolio-cta";
import { PortfolioHero } from "#features/portfolio/site/portfolio-hero";
import { ProjectRow } from "#features/portfolio/site/project-row";
import { WhiteLabelSection } from "#features/portfolio/site/white-label-section";
import { pageMeta } from "#app/lib/route-meta";
import { portfolioPages } from "#app/lib/page-meta/portfolio";

export const meta: Route.MetaFunction = pageMeta(portfolioPages);

/**
 * The projects (fixed data, sent with the page rather than bundled in its code) and the featured
 * client references.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const clients = await listClients(context.db, { featuredOnly: true });
  return {
    projects: portfolioProjects.map((project) => ({
      ...project,
      caseStudyPath: caseStudyPath(project),
    })),
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
          {loaderData.projects.map((project, index) => (
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
