import { Fragment } from "react";
import { LegalColumn } from "#features/shared/site/legal-page";
import { CompanyContacts } from "#features/pages/site/company-contacts";
import { legalProse } from "#features/shared/site/prose";
import type { PreparedData } from "./block-catalog";
import { useCompanyText } from "./company-text";

const sectionId = (number: number) => `sezione-${number}`;

/** The sections of a legal text; numbered ones get ids `sezione-N` and, with a title, an index. */
export function LegalTextView({ id, data }: { id: string; data: PreparedData<"legal-text"> }) {
  const fill = useCompanyText();
  const heading = (index: number, title: string) =>
    data.numbered ? `${index + 1}. ${title}` : title;
  const body = (section: (typeof data.sections)[number]) => (
    <>
      <div className="contents" dangerouslySetInnerHTML={{ __html: fill.html(section.bodyHtml) }} />
      {section.contacts ? (
        <CompanyContacts
          settings={fill.settings}
          mailSubject={section.contactsSubject ?? undefined}
        />
      ) : null}
    </>
  );
  return (
    <LegalColumn>
      {data.numbered && data.indexTitle ? (
        <nav
          data-smooth-anchors
          aria-labelledby={`${id}-index`}
          className="mb-12 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id={`${id}-index`} className="text-lg font-semibold text-slate-900">
            {data.indexTitle}
          </h2>
          <ol className="mt-3 grid gap-x-8 gap-y-1.5 text-sm sm:grid-cols-2">
            {data.sections.map((section, index) => (
              <li key={index}>
                <a
                  href={`#${sectionId(index + 1)}`}
                  className="text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-ring focus-visible:outline-brand-700"
                >
                  {heading(index, section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <article className={legalProse}>
        {data.sections.map((section, index) =>
          data.numbered ? (
            <section key={index} aria-labelledby={sectionId(index + 1)}>
              <h2 id={sectionId(index + 1)}>{heading(index, section.title)}</h2>
              {body(section)}
            </section>
          ) : (
            <Fragment key={index}>
              <h2>{section.title}</h2>
              {body(section)}
            </Fragment>
          ),
        )}
      </article>
    </LegalColumn>
  );
}
