import type { ReactNode } from "react";
import { Quote } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { PreparedData } from "./block-catalog";
import type { ImageFocus } from "./block-kit";
import { focalStyle } from "../../media/media-values";

type Picture = PreparedData<"case-study">["gallery"][number] & ImageFocus;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-12">
      <h2 id={id} className="text-3xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const storyText = "mt-5 space-y-4 text-lg leading-relaxed text-slate-700";

/** The story of the project: challenge, solution and steps, figures, technologies, gallery. */
export function CaseStudyView({ id, data }: { id: string; data: PreparedData<"case-study"> }) {
  return (
    <div className="mx-auto max-w-5xl divide-y divide-slate-200 px-4 py-8 sm:px-6 lg:px-8">
      <Part id={`${id}-challenge`} title={data.challengeTitle}>
        <div className={storyText} dangerouslySetInnerHTML={{ __html: data.challengeHtml }} />
      </Part>
      <Part id={`${id}-solution`} title={data.solutionTitle}>
        <div className={storyText} dangerouslySetInnerHTML={{ __html: data.solutionHtml }} />
        {data.steps.length > 0 ? (
          <>
            {data.stepsTitle ? (
              <h3 className="mt-10 text-xl font-semibold text-slate-900">{data.stepsTitle}</h3>
            ) : null}
            <ol className="mt-5 grid gap-4 sm:grid-cols-2">
              {data.steps.map((step, index) => (
                <li key={index} className="flex gap-4 rounded-xl border border-slate-200 p-5">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="mt-1 text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </Part>
      {data.results.length > 0 || data.quote ? (
        <Part id={`${id}-results`} title={data.resultsTitle}>
          {data.results.length > 0 ? (
            <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {data.results.map((result, index) => (
                <div
                  key={index}
                  data-testid="case-result"
                  className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6"
                >
                  <dt className="mt-2 text-slate-700">{result.label}</dt>
                  <dd className="text-4xl font-extrabold text-brand-800">{result.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {data.quote ? (
            <figure className="mt-10 rounded-2xl border border-slate-200 p-8">
              <Icon node={Quote} className="size-8 text-brand-700" />
              <blockquote className="mt-4 text-xl leading-relaxed text-slate-800">
                <p>{data.quote}</p>
              </blockquote>
              {data.quoteAuthor ? (
                <figcaption className="mt-4 text-slate-600">
                  <span className="font-semibold text-slate-900">{data.quoteAuthor}</span>
                  {data.quoteRole ? <>, {data.quoteRole}</> : null}
                </figcaption>
              ) : null}
            </figure>
          ) : null}
        </Part>
      ) : null}
      {data.technologies.length > 0 ? (
        <Part id={`${id}-technologies`} title={data.technologiesTitle}>
          {data.technologiesNote ? (
            <p className="mt-3 text-slate-600">{data.technologiesNote}</p>
          ) : null}
          <ul className="mt-5 flex flex-wrap gap-3">
            {data.technologies.map((tech, index) => (
              <li
                key={index}
                className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 font-medium text-slate-800"
              >
                {tech.text}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {data.gallery.length > 0 ? (
        <Part id={`${id}-gallery`} title={data.galleryTitle}>
          <ul className="mt-6 grid gap-8 md:grid-cols-2">
            {data.gallery.map((picture: Picture, index) => (
              <li key={index}>
                <figure>
                  <img
                    src={picture.image}
                    alt={picture.alt}
                    width={1200}
                    height={800}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover shadow-md ring-1 ring-slate-200"
                    style={focalStyle(picture.imagePosition)}
                  />
                  {picture.caption ? (
                    <figcaption className="mt-3 text-sm text-slate-600">
                      {picture.caption}
                    </figcaption>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </div>
  );
}
