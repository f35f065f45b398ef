import { Clock, Landmark, MapPinned } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { SeeAllLink } from "#app/components/site/home/see-all-link";
import { featuredProjects, type FeaturedProject } from "./featured-projects-data";

const icons: Record<FeaturedProject["id"], typeof MapPinned> = {
  "gis-territoriale": MapPinned,
  "studio-commercialista": Landmark,
  "timetrack-pro": Clock,
};

/** Three projects from the portfolio, each linking to it, plus a button to the full portfolio. */
export function FeaturedProjects() {
  return (
    <section aria-labelledby="home-projects-title" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <div className="section-head">
          <p className="eyebrow">Portfolio</p>
          <h2 id="home-projects-title" className="section-title mt-2">
            Progetti in evidenza
          </h2>
          <p className="section-lead">
            Enti pubblici, studi professionali e aziende: alcuni dei lavori di cui andiamo più
            fieri.
          </p>
        </div>
        <ul className="mt-14 grid gap-8 lg:grid-cols-3">
          {featuredProjects.map((project) => {
            const icon = icons[project.id];
            return (
              <li key={project.id} className="card-flush">
                <div className="project-band">
                  <Icon node={icon} className="size-10" />
                  <span className="pill bg-white/15 tracking-wide uppercase">
                    {project.category}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-slate-900">{project.name}</h3>
                  <p className="mt-1 font-medium text-brand-700">{project.tagline}</p>
                  <p className="mt-4 flex-1 text-slate-600">{project.description}</p>
                  <ul aria-label={`Tecnologie di ${project.name}`} className="tag-list">
                    {project.technologies.map((tech) => (
                      <li key={tech} className="tag">
                        {tech}
                      </li>
                    ))}
                  </ul>
                  <ArrowLink to={project.href} className="mt-6 arrow-link">
                    Scopri il progetto<span className="sr-only"> {project.name}</span>
                  </ArrowLink>
                </div>
              </li>
            );
          })}
        </ul>
        <SeeAllLink to="/portfolio" variant="secondary">
          Vedi tutto il portfolio
        </SeeAllLink>
      </div>
    </section>
  );
}
