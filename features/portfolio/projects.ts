import projectData from "./projects.json" with { type: "json" };
import type { PortfolioProject } from "./project-types";

export type { MoodboardColor, PortfolioProject } from "./project-types";
export { hasExternalUrl } from "./project-types";

/**
 * The seven portfolio projects in page order (../shared/spec/public-site.md §2 "Portfolio"), kept
 * as data in projects.json; portfolio-data.test.ts checks every record against the type.
 */
export const portfolioProjects = projectData as PortfolioProject[];
