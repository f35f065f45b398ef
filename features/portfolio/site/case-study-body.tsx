import type { ReactNode } from "react";
import { Quote } from "lucide";
import { BackLink, Icon } from "#kit/ui/icon";
import { QuoteRequestButton } from "#features/contact/site/quote-request-button";
import type { CaseStudy } from "../case-studies";
import type { PortfolioProject } from "../projects";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-12">
      <h2 id={id} className="text-3xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The story of the project: challenge, solution and steps, figures, technologies, gallery. */
export function CaseStudyBody({
  project,
  caseStudy,
}: {
  project: PortfolioProject;
  caseStudy: CaseStudy;
}) {
  return (
    <div className="mx-auto max-w-5xl divide-y divide-slate-200 px-4 py-8 sm:px-6 lg:px-8">
      <Block id="case-challenge" title="La sfida">
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          {caseStudy.challenge.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Block>
      <Block id="case-solution" title="La soluzione">
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          {caseStudy.solution.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <h3 className="mt-10 text-xl font-semibold text-slate-900">Come abbiamo lavorato</h3>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2">
          {caseStudy.approach.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{step.title}</p>
                <p className="mt-1 text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Block>
      <Block id="case-results" title="I risultati">
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {caseStudy.results.map((result) => (
            <div
              key={result.label}
              data-testid="case-result"
              className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6"
            >
              <dt className="mt-2 text-slate-700">{result.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-800">{result.value}</dd>
            </div>
          ))}
        </dl>
        <figure className="mt-10 rounded-2xl border border-slate-200 p-8">
          <Icon node={Quote} className="size-8 text-brand-700" />
          <blockquote className="mt-4 text-xl leading-relaxed text-slate-800">
            <p>{caseStudy.testimonial.quote}</p>
          </blockquote>
          <figcaption className="mt-4 text-slate-600">
            <span className="font-semibold text-slate-900">{caseStudy.testimonial.author}</span>,{" "}
            {caseStudy.testimonial.role}
          </figcaption>
        </figure>
      </Block>
      <Block id="case-technologies" title="Tecnologie utilizzate">
        <p className="mt-3 text-slate-600">
          Durata del progetto: {project.duration}, completato nel {project.year}.
        </p>
        <ul className="mt-5 flex flex-wrap gap-3">
          {project.technologies.map((tech) => (
            <li
              key={tech}
              className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 font-medium text-slate-800"
            >
              {tech}
            </li>
          ))}
        </ul>
      </Block>
      <Block id="case-gallery" title="Galleria">
        <ul className="mt-6 grid gap-8 md:grid-cols-2">
          {caseStudy.gallery.map((image) => (
            <li key={image.src}>
              <figure>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover shadow-md ring-1 ring-slate-200"
                />
                <figcaption className="mt-3 text-sm text-slate-600">{image.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}

/** Closing call to action of a case study. */
export function CaseStudyCallToAction({ service }: { service: string }) {
  return (
    <section aria-labelledby="case-cta-title" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="case-cta-title" className="text-3xl font-bold sm:text-4xl">
          Hai in mente un progetto simile?
        </h2>
        <p className="mt-4 text-lg text-blue-50">
          Partiamo da una chiacchierata senza impegno: analizziamo insieme obiettivi, tempi e budget
          e ti rispondiamo entro 24 ore con una prima proposta.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <QuoteRequestButton variant="secondary" service={service}>
            Richiedi Preventivo Gratuito
          </QuoteRequestButton>
          <BackLink
            to="/portfolio"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-ring focus-visible:outline-white"
            size="size-5"
          >
            Torna al portfolio
          </BackLink>
        </div>
      </div>
    </section>
  );
}
