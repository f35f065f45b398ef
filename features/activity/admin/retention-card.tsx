import { useState, type FormEvent } from "react";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import { toastSuccess } from "#kit/admin/mutation-toasts";
import { errorMessage } from "#kit/lib/api-errors";
import { SettingsCard } from "#features/settings/admin/settings-cards";
import { retentionLimits } from "../activity-values";
import { useRetention, useSaveRetention } from "./activity-api";

/**
 * Impostazioni > 'Registro attività': how many months entries are kept (24 unless changed);
 * older ones are deleted at once, at each start and once a day (decision 032).
 */
export function RetentionCard() {
  const retention = useRetention();
  const save = useSaveRetention();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = text ?? (retention.data ? String(retention.data.months) : "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const months = Number(value);
    if (!Number.isInteger(months) || months < retentionLimits.min || months > retentionLimits.max) {
      setError(`Indica un numero di mesi da ${retentionLimits.min} a ${retentionLimits.max}`);
      return;
    }
    setError(undefined);
    save.mutate(months, {
      onSuccess: () => {
        setText(null);
        toastSuccess("Conservazione del registro aggiornata");
      },
      onError: (failure) => setError(errorMessage(failure, "Salvataggio non riuscito")),
    });
  };

  return (
    <SettingsCard id="settings-activity" title="Registro attività">
      <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
        <TextField
          id="activity-retention"
          label="Mesi di conservazione"
          type="number"
          inputMode="numeric"
          min={retentionLimits.min}
          max={retentionLimits.max}
          value={value}
          onChange={(event) => setText(event.target.value)}
          hint="Le voci più vecchie vengono eliminate automaticamente ogni giorno."
          error={error}
        />
        <div>
          <Button type="submit" disabled={save.isPending || retention.isPending}>
            {save.isPending ? "Salvataggio..." : "Salva"}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
