import { clsx } from "clsx";
import { ArrowLink, Icon } from "#kit/ui/icon";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./page-header.view";

export function FeaturedProjectsView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"featured-projects">;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="container-page">
        <div className="section-head">
          {data.eyebrow ? <p className="eyebrow">{data.eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="section-title mt-2">
            {data.title}
          </h2>
          {data.lead ? <p className="section-lead">{data.lead}</p> : null}
        </div>
        <ul className="mt-14 grid gap-8 lg:grid-cols-3">
          {data.projects.map((project) => (
            <li key={project.name} className="card-flush">
              <div className="project-band">
                {project.icon ? <Icon node={project.icon} className="size-10" /> : null}
                <span className="pill bg-white/15 tracking-wide uppercase">{project.category}</span>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-slate-900">{project.name}</h3>
                {project.tagline ? (
                  <p className="mt-1 font-medium text-brand-700">{project.tagline}</p>
                ) : null}
                <p className="mt-4 flex-1 text-slate-600">{project.description}</p>
                {project.technologies.length > 0 ? (
                  <ul aria-label={`Tecnologie di ${project.name}`} className="tag-list">
                    {project.technologies.map((tech) => (
                      <li key={tech.name} className="tag">
                        {tech.name}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ArrowLink to={project.to} className="mt-6 arrow-link">
                  {data.linkLabel}
                  <span className="sr-only"> {project.name}</span>
                </ArrowLink>
              </div>
            </li>
          ))}
        </ul>
        {data.buttons.length > 0 ? (
          <div className="mt-12 text-center">
            <BlockButtons buttons={data.buttons} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
