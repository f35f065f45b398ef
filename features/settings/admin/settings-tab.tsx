import { useQuery } from "@tanstack/react-query";
import { getJson } from "#app/lib/api";
import type { AdminSetting } from "../settings.schema";
import { CredentialsCard } from "./credentials-card";
import { SeoCard } from "./seo-card";
import { PolicyTextsCard, SettingsTextsCard } from "./settings-texts-card";
import { adminSettingsQueryKey } from "./use-save-setting";
import { AdminTabSection, QueryStatus } from "#app/components/admin/shared/tab-parts";

/**
 * The 'Impostazioni' tab (back-office.md "Settings tab"): site texts and policy texts saved on
 * blur, SEO tools with sitemap generation, and the admin credentials form.
 */
export function SettingsTab() {
  const query = useQuery({
    queryKey: adminSettingsQueryKey,
    queryFn: () => getJson<AdminSetting[]>("/api/admin/settings"),
  });
  const siteDomain = query.data?.find((setting) => setting.key === "site_domain")?.value;

  return (
    <AdminTabSection
      tabId="settings"
      gap="8"
      title="Impostazioni"
      description="Testi del sito, informative legali, strumenti SEO e credenziali di accesso."
    >
      <QueryStatus
        query={query}
        errorText="Impossibile caricare le impostazioni. Ricarica la pagina tra qualche istante."
      />
      {query.data ? (
        <>
          <SettingsTextsCard settings={query.data} />
          <PolicyTextsCard settings={query.data} />
        </>
      ) : null}
      <SeoCard siteDomain={siteDomain} />
      <CredentialsCard />
    </AdminTabSection>
  );
}
