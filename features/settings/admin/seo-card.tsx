import { ExternalLink, Map as MapIcon } from "lucide";
import { Icon } from "#kit/ui/icon";
import { publicSiteUrl } from "../site-settings";
import type { AdminSetting } from "../settings.schema";
import { useRootData } from "#features/settings/root-data";
import { SettingFields, SettingsCard } from "./settings-cards";
import { SettingsAction } from "./settings-action";

const linkClass =
  "inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-ring focus-visible:outline-brand-700";

function NewTabLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {href}
      <Icon node={ExternalLink} className="size-3.5" />
      <span className="sr-only">(si apre in una nuova scheda)</span>
    </a>
  );
}

/**
 * SEO tools: the site's public domain, where the sitemap and robots file are, and 'Genera
 * sitemap' (POST /api/admin/generate-sitemap -> { pages }). An empty domain falls back to the
 * server's PUBLIC_SITE_URL (decision 027), which the root loader sends as configuredSiteUrl.
 */
export function SeoCard({ settings }: { settings: AdminSetting[] | undefined }) {
  const configured = useRootData()?.configuredSiteUrl ?? "";
  const domain = settings?.find((setting) => setting.key === "site_domain")?.value ?? "";
  const origin = publicSiteUrl({ site_domain: domain }, configured);

  return (
    <SettingsCard id="settings-seo" title="SEO e sitemap">
      <div className="grid gap-4 text-slate-800">
        <p>
          La sitemap pubblica <NewTabLink href="/sitemap.xml" /> elenca tutte le pagine del sito,
          gli articoli pubblicati del blog e le piattaforme pubblicate, e si aggiorna da sola a ogni
          modifica. Il file <NewTabLink href="/robots.txt" /> indica ai motori di ricerca dove
          trovarla ed esclude le aree riservate.
        </p>
        {settings ? <SettingFields settings={settings} keys={["site_domain"]} /> : null}
        <p className="text-sm text-slate-700">
          Indirizzo pubblico del sito: <strong className="text-slate-900">{origin}</strong>{" "}
          (sitemap: {origin}/sitemap.xml)
        </p>
        <SettingsAction
          path="/api/admin/generate-sitemap"
          icon={MapIcon}
          label="Genera sitemap"
          busyLabel="Generazione in corso..."
          done={({ pages }: { pages: number }) => ({
            title: `Sitemap creata con successo con ${pages} pagine`,
          })}
          failed="Errore nella generazione della sitemap"
        />
      </div>
    </SettingsCard>
  );
}
