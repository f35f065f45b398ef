import type { SiteSettings } from "#features/settings/site-settings";
import { legalSectionsA } from "./legal-notes-sections-a";
import { legalSectionsB } from "./legal-notes-sections-b";
import { legalProse } from "./prose";

const sectionId = (number: number) => `sezione-${number}`;

/** The 15 numbered sections of /note-legali, with an index linking to each. */
export function LegalNotes({ settings, siteHost }: { settings: SiteSettings; siteHost: string }) {
  const sections = [...legalSectionsA(settings, siteHost), ...legalSectionsB(settings)];
  return (
    <>
      <nav
        data-smooth-anchors
        aria-labelledby="legal-notes-index"
        className="mb-12 rounded-2xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="legal-notes-index" className="text-lg font-semibold text-slate-900">
          Indice
        </h2>
        <ol className="mt-3 grid gap-x-8 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#${sectionId(index + 1)}`}
                className="text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-ring focus-visible:outline-brand-700"
              >
                {`${index + 1}. ${section.title}`}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={legalProse}>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={sectionId(index + 1)}>
            <h2 id={sectionId(index + 1)}>{`${index + 1}. ${section.title}`}</h2>
            {section.body}
          </section>
        ))}
      </article>
    </>
  );
}
