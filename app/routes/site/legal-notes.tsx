import type { Route } from "./+types/legal-notes";
import { LegalNotes } from "#app/components/site/legal/legal-notes";
import { LegalPage } from "#app/components/site/legal/legal-page";
import { siteContext, pageMeta } from "#app/lib/route-meta";
import { useRootData } from "#features/settings/root-data";
import { legalPages } from "#app/lib/page-meta/legal";

export const meta: Route.MetaFunction = pageMeta(legalPages);

/** /note-legali: the site's terms in 15 numbered sections, with the company's data. */
export default function LegalNotesPage() {
  const { settings, siteUrl } = siteContext(useRootData());
  return (
    <LegalPage
      title="Note legali"
      current="/note-legali"
      updated="Ultimo aggiornamento: dicembre 2024"
      intro={
        <p>
          Le condizioni di utilizzo del sito di {settings.site_name}: chi siamo, come puoi usare i
          contenuti, i limiti di responsabilità e le regole per preventivi, area clienti e software.
        </p>
      }
    >
      <LegalNotes settings={settings} siteHost={siteUrl.replace(/^https?:\/\//, "")} />
    </LegalPage>
  );
}
