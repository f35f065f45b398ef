import { BellRing } from "lucide";
import type { AdminSetting } from "#features/settings/settings.schema";
import { SettingFields, SettingsCard } from "#features/settings/admin/settings-cards";
import { SettingsAction } from "#features/settings/admin/settings-action";

/**
 * 'Promemoria di rinnovo' in Impostazioni (decision 033): the days before expiry the reminders
 * go out on, and 'Invia promemoria ora', one pass of the daily job (POST
 * /api/admin/renewal-reminders/run -> { due, sent }); a reminder already sent is not sent again.
 */
export function RenewalsCard({ settings }: { settings: AdminSetting[] | undefined }) {
  return (
    <SettingsCard
      id="settings-renewals"
      title="Promemoria di rinnovo"
      intro="Per ogni servizio attivo con una scadenza, il cliente e l'azienda ricevono un'email nei giorni indicati prima della scadenza, con il link per chiedere il rinnovo. Il controllo parte da solo ogni ora."
    >
      <div className="grid gap-4">
        {settings ? <SettingFields settings={settings} keys={["renewal_reminder_days"]} /> : null}
        <SettingsAction
          path="/api/admin/renewal-reminders/run"
          icon={BellRing}
          label="Invia promemoria ora"
          busyLabel="Invio in corso..."
          done={({ sent }: { due: number; sent: number }) => ({
            title:
              sent === 0
                ? "Nessun nuovo promemoria da inviare"
                : sent === 1
                  ? "Inviato 1 promemoria di rinnovo"
                  : `Inviati ${sent} promemoria di rinnovo`,
            description: "Ogni promemoria parte una sola volta per servizio, soglia e scadenza.",
          })}
          failed="Errore nell'invio dei promemoria"
        />
      </div>
    </SettingsCard>
  );
}
