import { useId } from "react";
import { Link } from "react-router";
import { BookOpen, ExternalLink } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { buttonClasses } from "#app/components/ui/button";
import { hasExternalUrl, type PortfolioProjectView } from "../project-types";

const inert =
  "inline-flex h-11 cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-slate-200 bg-slate-100 px-5 text-sm font-semibold text-slate-600 focus-ring focus-visible:outline-brand-700";

/** A control that stays focusable and explains why it does nothing (aria-disabled). */
function InertButton(props: { label: string; reason: string; icon: typeof BookOpen }) {
  const reasonId = useId();
  const icon = props.icon;
  return (
    <>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={reasonId}
        title={props.reason}
        className={inert}
      >
        <Icon node={icon} className="size-4" />
        {props.label}
      </button>
      <span id={reasonId} className="sr-only">
        {props.reason}
      </span>
    </>
  );
}

/** 'Leggi Caso Studio' (a link only where a case study exists) and 'Vedi Progetto' (new tab). */
export function ProjectActions({ project }: { project: PortfolioProjectView }) {
  const caseStudy = project.caseStudyPath;
  return (
    <div className="flex flex-wrap gap-3">
      {caseStudy ? (
        <Link to={caseStudy} className={buttonClasses("primary", "md")}>
          <Icon node={BookOpen} className="size-4" />
          Leggi Caso Studio<span className="sr-only">: {project.title}</span>
        </Link>
      ) : (
        <InertButton
          label="Leggi Caso Studio"
          reason={`Il caso studio di ${project.title} non è pubblicato.`}
          icon={BookOpen}
        />
      )}
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
      ) : (
        <InertButton
          label="Vedi Progetto"
          reason={`${project.title} non ha un sito pubblico da visitare.`}
          icon={ExternalLink}
        />
      )}
    </div>
  );
}
