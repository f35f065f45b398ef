import type { AdminSetting } from "#features/settings/settings.schema";
import { SettingFields, SettingsCard } from "#features/settings/admin/settings-cards";

/**
 * 'Versioni dei contenuti' in Impostazioni (decision 063): how many versions of each post,
 * platform, hero variant and page are kept; the published ones always stay.
 */
export function VersionsCard({ settings }: { settings: AdminSetting[] | undefined }) {
  return (
    <SettingsCard
      id="settings-versions"
      title="Versioni dei contenuti"
      intro="Ogni salvataggio di un articolo, una piattaforma, una variante del banner o una pagina è conservato come versione, da confrontare e ripristinare dal pulsante Versioni del suo modulo."
    >
      {settings ? <SettingFields settings={settings} keys={["versions_to_keep"]} /> : null}
    </SettingsCard>
  );
}
