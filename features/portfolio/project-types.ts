/** A colour of a project's moodboard, shown as a swatch with its hex value. */
export type MoodboardColor = { name: string; hex: `#${string}` };

/**
 * A portfolio project (fixed data, ../shared/spec/public-site.md §3) plus what the portfolio rows
 * show: the moodboard and a list headed 'Caratteristiche' (GIS project) or 'Obiettivi' (the
 * others).
 */
export type PortfolioProject = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  /** Site path of the project image (1200x800). */
  image: string;
  alt: string;
  challenge: string;
  solution: string;
  technologies: string[];
  results: string[];
  duration: string;
  year: number;
  category: string;
  /** External site of the project; '#' when there is none to visit. */
  url: string;
  /** Path of the case study, only for projects that have one. */
  linkTo: string | null;
  video?: { src: string; type: string };
  moodboard: MoodboardColor[];
  highlights: { heading: "Caratteristiche" | "Obiettivi"; items: string[] };
};

/** The external link is inert when there is nothing to visit. */
export function hasExternalUrl(project: Pick<PortfolioProject, "url">): boolean {
  return /^https?:\/\//i.test(project.url);
}

/** A project as the portfolio page shows it: with the path of its case study, when it has one. */
export type PortfolioProjectView = PortfolioProject & { caseStudyPath: string | null };
