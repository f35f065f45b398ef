import caseStudyData from "./case-studies.json" with { type: "json" };
import type { CaseStudy } from "./case-study-types";
import { portfolioProjects, type PortfolioProject } from "./projects";

export type { CaseStudy } from "./case-study-types";

/**
 * Zanolini Bike and TimeTrack Pro, kept as data in case-studies.json; portfolio-data.test.ts
 * checks every record against the type.
 */
export const caseStudies = caseStudyData as CaseStudy[];

/** A case study with its portfolio project, or null for any other slug. */
export function findCaseStudy(
  slug: string,
): { caseStudy: CaseStudy; project: PortfolioProject } | null {
  const caseStudy = caseStudies.find((c) => c.slug === slug);
  const project = caseStudy && portfolioProjects.find((p) => p.id === caseStudy.projectId);
  return caseStudy && project ? { caseStudy, project } : null;
}

/** 'Leggi Caso Studio' is a link exactly for the projects whose linkTo leads to a case study. */
export function caseStudyPath(project: Pick<PortfolioProject, "linkTo">): string | null {
  const slug = project.linkTo?.match(/^\/portfolio\/([a-z0-9-]+)$/)?.[1];
  return slug && caseStudies.some((c) => c.slug === slug) ? project.linkTo : null;
}
