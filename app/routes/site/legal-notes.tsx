import type { Route } from "./+types/legal-notes";
import { LegalNotes } from "~/components/site/legal/legal-notes";
import { LegalPage } from "~/components/site/legal/legal-page";
import { useSiteSettings } from "~/components/site/legal/use-site-settings";
import { metaForPath } from "~/lib/route-meta";
import { legalPages } from "~/lib/page-meta/legal";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(legalPages, location.pathname, matches[0]?.data);

/** /note-legali: the site's terms in 15 numbered sections, with the company's data. */
export default function LegalNotesPage() {
  const settings = useSiteSettings();
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
      <LegalNotes settings={settings} />
    </LegalPage>
  );
}
