import { BookOpen } from "lucide";
import { Link } from "react-router";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { SectionHeading } from "#features/shared/site/section-heading";

export type GuideLink = { slug: string; title: string; summary: string };

/**
 * The guides of /area-clienti: the knowledge base's published guides (decision 065), each a
 * card linking to its page, and a link to all of them.
 */
export function SupportGuides({ guides }: { guides: GuideLink[] }) {
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="guides-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="guides-title"
          eyebrow="Domande frequenti"
          title="Guide rapide"
          lead="Le risposte alle richieste che riceviamo più spesso: come ricevere assistenza a distanza e come configurare la posta elettronica."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {guides.map((guide) => (
            <li key={guide.slug} className="card">
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon node={BookOpen} className="size-6" />
                </span>
                <h3 className="text-lg font-bold text-slate-900">
                  <Link
                    to={`/guide/${guide.slug}`}
                    className="hover:text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700"
                  >
                    {guide.title}
                  </Link>
                </h3>
              </div>
              <p className="mt-4 flex-1 text-slate-700">{guide.summary}</p>
            </li>
          ))}
        </ul>
        <ArrowLink
          to="/guide"
          className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline focus-ring focus-visible:outline-brand-700"
        >
          Tutte le guide
        </ArrowLink>
      </div>
    </section>
  );
}
