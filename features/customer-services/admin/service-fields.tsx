import { type UseFormReturn } from "react-hook-form";
import type { AssignFormValues } from "../assignment-defaults";
import { serviceStatuses, serviceStatusLabels } from "../customer-service-values";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";

const statusOptions = serviceStatuses.map((value) => ({
  value,
  label: serviceStatusLabels[value],
}));

type Props<Output> = {
  form: UseFormReturn<AssignFormValues, unknown, Output>;
  idPrefix: string;
  /** Only hourly packages count hours. */
  showHours: boolean;
  /** The edit dialog changes the status; new assignments start active. */
  showStatus: boolean;
};

/** The configuration fields of a service, shared by the assign (step 2) and edit dialogs. */
export function ServiceFields<Output>({ form, idPrefix, showHours, showStatus }: Props<Output>) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-5">
      <TextField
        id={id("name")}
        label="Nome servizio"
        required
        autoComplete="off"
        error={errors.serviceName?.message}
        {...form.register("serviceName")}
      />
      {showStatus ? (
        <SelectField
          id={id("status")}
          label="Stato"
          required
          options={statusOptions}
          error={errors.status?.message}
          {...form.register("status")}
        />
      ) : null}
      <TextAreaField
        id={id("description")}
        label="Descrizione"
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("start")}
          label="Data di inizio"
          type="date"
          required
          error={errors.startDate?.message}
          {...form.register("startDate")}
        />
        <TextField
          id={id("expiry")}
          label="Data di scadenza"
          type="date"
          required
          error={errors.expiryDate?.message}
          {...form.register("expiryDate")}
        />
        <TextField
          id={id("price")}
          label="Prezzo"
          hint="Testo libero, ad esempio € 29/mese"
          autoComplete="off"
          error={errors.customPrice?.message}
          {...form.register("customPrice")}
        />
        {showHours ? (
          <TextField
            id={id("hours")}
            label="Ore residue"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            hint="Le ore ancora disponibili nel pacchetto"
            error={errors.hoursRemaining?.message}
            {...form.register("hoursRemaining")}
          />
        ) : null}
      </div>
      <SwitchController
        control={form.control}
        name="isRecurring"
        id={id("recurring")}
        label="Rinnovo automatico"
        hint="Il servizio si rinnova alla scadenza."
      />
    </div>
  );
}
