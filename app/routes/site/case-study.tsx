import { data } from "react-router";
import type { Route } from "./+types/case-study";
import { findCaseStudy } from "#features/portfolio/case-studies";
import { CaseStudyBody, CaseStudyCallToAction } from "#features/portfolio/site/case-study-body";
import { CaseStudyHero } from "#features/portfolio/site/case-study-hero";
import { pageMeta } from "#app/lib/route-meta";
import { portfolioPages } from "#app/lib/page-meta/portfolio";

export const meta: Route.MetaFunction = pageMeta(portfolioPages);

/** The two case studies (PRODUCT.md point 4); any other slug is the site's 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  const found = findCaseStudy(params.slug);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { project, caseStudy } = loaderData;
  return (
    <>
      <CaseStudyHero project={project} caseStudy={caseStudy} />
      <CaseStudyBody project={project} caseStudy={caseStudy} />
      <CaseStudyCallToAction service={caseStudy.quoteService} />
    </>
  );
}
