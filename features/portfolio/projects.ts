import { appProjects } from "./projects-apps";
import { businessProjects } from "./projects-business";
import { publicSectorProjects } from "./projects-public";
import type { PortfolioProject } from "./project-types";

export type { MoodboardColor, PortfolioProject } from "./project-types";
export { hasExternalUrl } from "./project-types";

/** The seven portfolio projects in page order (spec public-site, 'Portfolio'). */
export const portfolioProjects: PortfolioProject[] = [
  ...publicSectorProjects,
  ...businessProjects,
  ...appProjects,
];
