import type { Route } from "./+types/privacy";
import { policyLoader } from "#app/components/site/legal/policy-loader.server";
import { LegalPage } from "#features/shared/site/legal-page";
import { PolicyDocument } from "#app/components/site/legal/policy-document";
import { useSiteSettings } from "#features/settings/site/use-site-settings";
import { pageMeta } from "#features/seo/route-meta";
import { legalPages } from "#features/seo/page-meta/legal";

/** /privacy and /privacy-policy (same page; the canonical URL of both is /privacy). */
export const meta: Route.MetaFunction = pageMeta(legalPages);

export const loader = policyLoader("privacy");

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <LegalPage
      title="Privacy Policy"
      current="/privacy"
      intro={
        <p>
          Come {settings.company_name} raccoglie, utilizza e protegge i dati personali di chi visita
          il sito, ci contatta o è nostro cliente, e quali diritti puoi esercitare in ogni momento.
        </p>
      }
    >
      <PolicyDocument html={loaderData.html} email={settings.email} />
    </LegalPage>
  );
}
