import { Check } from "lucide";
import { Icon } from "#kit/ui/icon";
import { clsx as cn } from "clsx";
import type { PortfolioProjectView } from "../project-types";
import { Moodboard } from "./moodboard";
import { ProjectActions } from "./project-actions";

function ProjectMedia({ project, eager }: { project: PortfolioProjectView; eager: boolean }) {
  const frame =
    "aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover shadow-xl ring-1 ring-slate-200";
  if (project.video) {
    return (
      <video controls muted playsInline preload="none" poster={project.image} className={frame}>
        <source src={project.video.src} type={project.video.type} />
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
    />
  );
}

/** One portfolio project: media on one side, story on the other, sides alternating. */
export function ProjectRow({ project, index }: { project: PortfolioProjectView; index: number }) {
  const titleId = `project-${project.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="portfolio-project"
      className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn("lg:sticky lg:top-28", index % 2 === 1 && "lg:order-2")}>
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
        <div className="mt-6">
          <Moodboard colors={project.moodboard} titleId={`${titleId}-moodboard`} />
        </div>
        <div className="mt-6">
          <h3 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {project.highlights.heading}
          </h3>
          <ul className="mt-3 space-y-2">
            {project.highlights.items.map((item) => (
              <li key={item} className="flex gap-2.5 text-slate-700">
                <Icon node={Check} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <ul aria-label={`Tecnologie di ${project.title}`} className="mt-6 flex flex-wrap gap-2">
          {project.technologies.map((tech) => (
            <li key={tech} className="tag">
              {tech}
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <ProjectActions project={project} />
        </div>
      </div>
    </article>
  );
}
