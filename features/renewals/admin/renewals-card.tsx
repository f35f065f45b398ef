import { useMutation } from "@tanstack/react-query";
import { BellRing } from "lucide";
import { apiRequest } from "#app/lib/api";
import { toast } from "#app/lib/use-toast";
import type { AdminSetting } from "#features/settings/settings.schema";
import { toastApiError } from "#features/contact/admin/toast-api-error";
import { SettingFields, SettingsCard } from "#features/settings/admin/settings-cards";
import { BusyButton } from "#app/components/admin/shared/busy-button";

/**
 * 'Promemoria di rinnovo' in Impostazioni (decision 033): the days before expiry the reminders
 * go out on, and 'Invia promemoria ora', one pass of the daily job (POST
 * /api/admin/renewal-reminders/run -> { due, sent }); a reminder already sent is not sent again.
 */
export function RenewalsCard({ settings }: { settings: AdminSetting[] | undefined }) {
  const run = useMutation({
    mutationFn: () =>
      apiRequest<{ due: number; sent: number }>("POST", "/api/admin/renewal-reminders/run"),
    onSuccess: ({ sent }) =>
      toast({
        title:
          sent === 0
            ? "Nessun nuovo promemoria da inviare"
            : sent === 1
              ? "Inviato 1 promemoria di rinnovo"
              : `Inviati ${sent} promemoria di rinnovo`,
        description: "Ogni promemoria parte una sola volta per servizio, soglia e scadenza.",
      }),
    onError: (error) =>
      toastApiError(error, { title: "Errore nell'invio dei promemoria", withServerMessage: true }),
  });

  return (
    <SettingsCard
      id="settings-renewals"
      title="Promemoria di rinnovo"
      intro="Per ogni servizio attivo con una scadenza, il cliente e l'azienda ricevono un'email nei giorni indicati prima della scadenza, con il link per chiedere il rinnovo. Il controllo parte da solo ogni ora."
    >
      <div className="grid gap-4">
        {settings ? <SettingFields settings={settings} keys={["renewal_reminder_days"]} /> : null}
        <div>
          <BusyButton
            onClick={() => run.mutate()}
            busy={run.isPending}
            icon={BellRing}
            label="Invia promemoria ora"
            busyLabel="Invio in corso..."
          />
        </div>
      </div>
    </SettingsCard>
  );
}
