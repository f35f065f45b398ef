import type { Route } from "./+types/accessibility";
import { AccessibilityStatement } from "#app/components/site/legal/accessibility-statement";
import { LegalPage } from "#app/components/site/legal/legal-page";
import { useSiteSettings } from "#app/components/site/legal/use-site-settings";
import { formatLongDate } from "#kit/lib/dates";
import { pageMeta } from "#app/lib/route-meta";
import { legalPages } from "#app/lib/page-meta/legal";

export const meta: Route.MetaFunction = pageMeta(legalPages);

/** The spec's last-update date is the current date: taken on each request. */
export function loader() {
  return { updatedAt: new Date().toISOString() };
}

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <LegalPage
      title="Dichiarazione di accessibilità"
      current="/accessibilita"
      updated={`Ultimo aggiornamento: ${formatLongDate(loaderData.updatedAt)}`}
      intro={
        <p>
          Vogliamo che tutti possano consultare il nostro sito, chiederci un preventivo e usare
          l'area clienti senza ostacoli, qualunque sia il dispositivo o la tecnologia assistiva.
        </p>
      }
    >
      <AccessibilityStatement settings={settings} />
    </LegalPage>
  );
}
