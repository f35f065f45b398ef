import type { AdminSetting } from "#features/settings/settings.schema";
import { SettingFields, SettingsCard } from "#features/settings/admin/settings-cards";

/** 'Monte ore' in Impostazioni (decision 068): the balance under which the customer is told. */
export function HoursCard({ settings }: { settings: AdminSetting[] | undefined }) {
  return (
    <SettingsCard
      id="settings-hours-threshold"
      title="Monte ore"
      intro="Quando il tempo registrato porta il saldo di un pacchetto ore sotto la soglia, il cliente riceve un'email e l'azienda una copia, una sola volta per ogni discesa sotto la soglia."
    >
      {settings ? <SettingFields settings={settings} keys={["hours_low_threshold"]} /> : null}
    </SettingsCard>
  );
}
