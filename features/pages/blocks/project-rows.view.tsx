import type { PreparedData } from "./block-catalog";
import { ProjectRow } from "./project-row";

/** The projects, one row each, sides alternating. */
export function ProjectRowsView({ data }: { id: string; data: PreparedData<"project-rows"> }) {
  return (
    <section aria-label={data.label} className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl space-y-24 px-4 sm:px-6 lg:px-8">
        {data.projects.map((project, index) => (
          <ProjectRow key={project.slug} project={project} index={index} />
        ))}
      </div>
    </section>
  );
}
