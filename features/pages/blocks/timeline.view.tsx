import { clsx } from "clsx";
import { SectionHeading } from "#features/shared/site/section-heading";
import type { PreparedData } from "./block-catalog";

/** The milestones as an ordered list along a line. */
export function TimelineView({ id, data }: { id: string; data: PreparedData<"timeline"> }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-title`} eyebrow={data.eyebrow ?? undefined} title={data.title} />
        <ol
          data-testid="timeline"
          className="relative mt-14 space-y-10 border-l-2 border-brand-100 pl-8 sm:pl-10"
        >
          {data.milestones.map((milestone, index) => (
            <li key={index} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-brand-700 shadow sm:-left-[3.1rem]"
              />
              <h3 className="text-xl font-semibold text-slate-900">
                <span className="mr-3 text-brand-700">{milestone.year}</span>
                {milestone.title}
              </h3>
              <p className="mt-2 text-slate-600">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
