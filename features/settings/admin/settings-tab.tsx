import { useQuery } from "@tanstack/react-query";
import { getJson } from "#app/lib/api";
import type { AdminSetting } from "../settings.schema";
import { CredentialsCard } from "./credentials-card";
import { SeoCard } from "./seo-card";
import { PolicyTextsCard, SettingsTextsCard } from "./settings-texts-card";
import { adminSettingsQueryKey } from "./use-save-setting";

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
    <section aria-labelledby="admin-tab-settings" className="grid gap-8">
      <div>
        <h2 id="admin-tab-settings" className="text-2xl font-bold text-slate-900">
          Impostazioni
        </h2>
        <p className="mt-1 text-slate-700">
          Testi del sito, informative legali, strumenti SEO e credenziali di accesso.
        </p>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare le impostazioni. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.data ? (
        <>
          <SettingsTextsCard settings={query.data} />
          <PolicyTextsCard settings={query.data} />
        </>
      ) : null}
      <SeoCard siteDomain={siteDomain} />
      <CredentialsCard />
    </section>
  );
}
