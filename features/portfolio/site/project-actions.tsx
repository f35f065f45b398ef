import { Link } from "react-router";
import { BookOpen, ExternalLink } from "lucide";
import { Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { hasExternalUrl, type PortfolioProjectView } from "../project-types";

/**
 * 'Leggi Caso Studio' where a case study exists and 'Vedi Progetto' (new tab) where the project has
 * a public site: only the actions that lead somewhere are shown.
 */
export function ProjectActions({ project }: { project: PortfolioProjectView }) {
  const caseStudy = project.caseStudyPath;
  if (!caseStudy && !hasExternalUrl(project)) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {caseStudy ? (
        <Link to={caseStudy} className={buttonClasses("primary", "md")}>
          <Icon node={BookOpen} className="size-4" />
          Leggi Caso Studio<span className="sr-only">: {project.title}</span>
        </Link>
      ) : null}
      {hasExternalUrl(project) ? (
        <a
          href={project.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "md")}
        >
          Vedi Progetto
          <span className="sr-only"> {project.title} (si apre in una nuova scheda)</span>
          <Icon node={ExternalLink} className="size-4" />
        </a>
      ) : null}
    </div>
  );
}
