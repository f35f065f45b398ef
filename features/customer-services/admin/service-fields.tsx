import type { UpdateServiceForm } from "../customer-services.schema";
import { entityFields } from "#kit/admin/entity-fields";
import { PriceFields } from "#features/service-templates/admin/price-fields";
import { serviceStatusOptions } from "#features/customer-services/customer-service-values";

/** The fields both dialogs have (the assign dialog adds the template). */
const Field = entityFields<UpdateServiceForm>();

type Props = {
  /** Only hourly packages count hours. */
  showHours: boolean;
  /** The edit dialog changes the status; new assignments start active. */
  showStatus: boolean;
};

/**
 * The configuration fields of a service, shared by the assign (step 2) and edit dialogs; they
 * take the form from the dialog (FormProvider).
 */
export function ServiceFields({ showHours, showStatus }: Props) {
  return (
    <div className="grid gap-5">
      <Field.Text name="serviceName" label="Nome servizio" required autoComplete="off" />
      {showStatus ? (
        <Field.Select name="status" label="Stato" required options={serviceStatusOptions} />
      ) : null}
      <Field.Description name="description" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Text name="startDate" label="Data di inizio" type="date" required />
        <Field.Text name="expiryDate" label="Data di scadenza" type="date" required />
        <PriceFields amountName="customPrice" periodName="customPricePeriod" label="Prezzo" />
        {showHours ? (
          <Field.Text
            name="hoursRemaining"
            label="Ore del pacchetto"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            hint="Le ore acquistate. Il tempo registrato nei ticket, le ricariche e le correzioni si vedono in Monte ore, nell'elenco dei servizi."
          />
        ) : null}
      </div>
      <Field.Switch
        name="isRecurring"
        label="Rinnovo automatico"
        hint="Il servizio si rinnova alla scadenza."
      />
    </div>
  );
}
