import { useQuery } from "@tanstack/react-query";
import { getJson } from "#kit/lib/api";
import type { AdminSetting } from "../settings.schema";
import { RetentionCard } from "#features/activity/admin/retention-card";
import { SeoCard } from "./seo-card";
import { CompanyDataCards, PolicyTextsCard } from "./settings-cards";
import { adminSettingsQueryKey } from "./use-save-setting";
import { RenewalsCard } from "#features/renewals/admin/renewals-card";
import { VersionsCard } from "#features/versions/admin/versions-card";
import { HoursCard } from "#features/hours/admin/hours-card";
import { AdminTabSection, QueryStatus } from "#kit/admin/tab-parts";

/**
 * The 'Impostazioni' tab (../shared/spec/back-office.md §2 "Settings tab"): the company data in
 * cards (company, head office and contacts, hours, social profiles) and the policy texts, saved on
 * blur; SEO tools with the site domain and sitemap generation; the renewal reminders' days and
 * 'Invia promemoria ora' (decision 033); the versions kept per content (decision 063); the
 * activity log's retention. The credentials are in 'Il
 * mio account' (features/admin-users/admin/account-tab.tsx), where every role finds them.
 */
export function SettingsTab() {
  const query = useQuery({
    queryKey: adminSettingsQueryKey,
    queryFn: () => getJson<AdminSetting[]>("/api/admin/settings"),
  });

  return (
    <AdminTabSection
      gap="8"
      description="Dati dell'azienda, informative legali, strumenti SEO, promemoria di rinnovo, versioni dei contenuti, soglia del monte ore e conservazione del registro. Username e password si cambiano in Il mio account."
    >
      <QueryStatus
        query={query}
        errorText="Impossibile caricare le impostazioni. Ricarica la pagina tra qualche istante."
      />
      {query.data ? (
        <>
          <CompanyDataCards settings={query.data} />
          <PolicyTextsCard settings={query.data} />
        </>
      ) : null}
      <SeoCard settings={query.data} />
      <RenewalsCard settings={query.data} />
      <VersionsCard settings={query.data} />
      <HoursCard settings={query.data} />
      <RetentionCard />
    </AdminTabSection>
  );
}
