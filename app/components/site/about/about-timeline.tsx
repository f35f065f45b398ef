import { SectionHeading } from "../company/section-heading";
import { milestones } from "./about-data";

/** The milestones 2005, 2010, 2015 and 2025, as an ordered list. */
export function AboutTimeline() {
  return (
    <section aria-labelledby="about-timeline-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="about-timeline-title" eyebrow="Le tappe" title="Vent'anni di storia" />
        <ol
          data-testid="about-timeline"
          className="relative mt-14 space-y-10 border-l-2 border-brand-100 pl-8 sm:pl-10"
        >
          {milestones.map((milestone) => (
            <li key={milestone.year} className="relative">
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
