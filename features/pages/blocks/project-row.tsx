import { Link } from "react-router";
import { BookOpen, Check, ExternalLink } from "lucide";
import { clsx } from "clsx";
import { Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import type { PreparedData } from "./block-catalog";
import type { ImageFocus } from "./block-kit";
import { focalStyle } from "../../media/media-values";

type Project = PreparedData<"project-rows">["projects"][number] & ImageFocus;

function ProjectMedia({ project, eager }: { project: Project; eager: boolean }) {
  const frame =
    "aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover shadow-xl ring-1 ring-slate-200";
  if (project.video) {
    return (
      <video
        controls
        muted
        playsInline
        preload="none"
        poster={project.image}
        className={frame}
        style={focalStyle(project.imagePosition)}
      >
        <source src={project.video} type={project.videoType ?? undefined} />
        <img src={project.image} alt={project.alt} width={1200} height={800} />
      </video>
    );
  }
  return (
    <img
      src={project.image}
      alt={project.alt}
      width={1200}
      height={800}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={frame}
      style={focalStyle(project.imagePosition)}
    />
  );
}

/** The project's colour palette: swatches with their names and hex values as text. */
function Moodboard({ colours, titleId }: { colours: Project["colours"]; titleId: string }) {
  return (
    <div>
      <h3 id={titleId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        Moodboard
      </h3>
      <ul aria-labelledby={titleId} className="mt-3 flex flex-wrap gap-3">
        {colours.map((colour, index) => (
          <li key={index} data-testid="moodboard-swatch" className="w-20 text-center">
            <span
              aria-hidden="true"
              className="block h-12 rounded-lg shadow-inner ring-1 ring-slate-900/10"
              style={{ backgroundColor: colour.hex }}
            />
            <span className="mt-1.5 block text-xs leading-tight text-slate-700">{colour.name}</span>
            <span className="block font-mono text-xs text-slate-600">{colour.hex}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Leggi Caso Studio' and 'Vedi Progetto' (new tab): only the actions that lead somewhere. */
function ProjectActions({ project }: { project: Project }) {
  if (!project.caseStudyTo && !project.website) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {project.caseStudyTo ? (
        <Link to={project.caseStudyTo} className={buttonClasses("primary", "md")}>
          <Icon node={BookOpen} className="size-4" />
          Leggi Caso Studio<span className="sr-only">: {project.title}</span>
        </Link>
      ) : null}
      {project.website ? (
        <a
          href={project.website}
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

/** One portfolio project: media on one side, story on the other, sides alternating. */
export function ProjectRow({ project, index }: { project: Project; index: number }) {
  const titleId = `project-${project.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="portfolio-project"
      className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={clsx("lg:sticky lg:top-28", index % 2 === 1 && "lg:order-2")}>
        <ProjectMedia project={project} eager={index === 0} />
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase ring-1 ring-brand-100">
            {project.category}
          </span>
          <span className="text-sm text-slate-600">
            {project.year} · {project.duration}
          </span>
        </div>
        <h2 id={titleId} className="mt-4 text-3xl font-bold text-slate-900">
          {project.title}
        </h2>
        <p className="mt-1 text-lg font-medium text-brand-700">{project.subtitle}</p>
        <p className="mt-4 text-slate-700">{project.description}</p>
        {project.colours.length > 0 ? (
          <div className="mt-6">
            <Moodboard colours={project.colours} titleId={`${titleId}-moodboard`} />
          </div>
        ) : null}
        {project.highlights.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              {project.highlightsTitle}
            </h3>
            <ul className="mt-3 space-y-2">
              {project.highlights.map((item, itemIndex) => (
                <li key={itemIndex} className="flex gap-2.5 text-slate-700">
                  <Icon node={Check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item.text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {project.technologies.length > 0 ? (
          <ul aria-label={`Tecnologie di ${project.title}`} className="mt-6 flex flex-wrap gap-2">
            {project.technologies.map((tech, techIndex) => (
              <li key={techIndex} className="tag">
                {tech.text}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8">
          <ProjectActions project={project} />
        </div>
      </div>
    </article>
  );
}
