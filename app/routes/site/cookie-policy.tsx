import { Cookie } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { Route } from "./+types/cookie-policy";
import { policyLoader } from "#app/components/site/legal/policy-loader.server";
import { Button } from "#kit/ui/button";
import { LegalPage } from "#features/shared/site/legal-page";
import { PolicyDocument } from "#app/components/site/legal/policy-document";
import { openCookieSettings } from "#features/consent/consent-browser";
import { useSiteSettings } from "#features/settings/site/use-site-settings";
import { pageMeta } from "#features/seo/route-meta";
import { legalPages } from "#features/seo/page-meta/legal";

export const meta: Route.MetaFunction = pageMeta(legalPages);

export const loader = policyLoader("cookie");

export default function CookiePolicy({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <LegalPage
      title="Cookie Policy"
      current="/cookie-policy"
      intro={
        <p>
          Quali cookie e strumenti simili utilizza questo sito, a che cosa servono e come puoi
          scegliere quali accettare.
        </p>
      }
    >
      <section
        aria-labelledby="cookie-choices-title"
        className="mb-12 flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-4">
          <Icon node={Cookie} className="mt-1 size-6 shrink-0 text-brand-700" />
          <div>
            <h2 id="cookie-choices-title" className="text-lg font-semibold text-slate-900">
              Le tue scelte sui cookie
            </h2>
            <p className="mt-1 text-slate-700">
              Puoi modificare o revocare il consenso ai cookie facoltativi in qualsiasi momento.
            </p>
          </div>
        </div>
        <Button onClick={openCookieSettings} className="shrink-0">
          Modifica le preferenze cookie
        </Button>
      </section>
      <PolicyDocument html={loaderData.html} email={settings.email} />
    </LegalPage>
  );
}
