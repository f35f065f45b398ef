import type { FieldValues } from "react-hook-form";
import { entityFields } from "#kit/admin/entity-fields";
import { pricePeriodOptions } from "#features/service-templates/price-values";

const Field = entityFields<FieldValues>();

type Props = {
  /** The form's amount and period fields, e.g. basePrice and basePricePeriod. */
  amountName: string;
  periodName: string;
  label: string;
};

/**
 * A price in the dialogs (decision 026): the amount in euro, typed as a number with up to two
 * decimals, and the period it is paid for. Blank amount: no price.
 */
export function PriceFields({ amountName, periodName, label }: Props) {
  return (
    <>
      <Field.Text
        name={amountName}
        label={`${label} (€)`}
        hint="Importo in euro, ad esempio 29 o 29,90; vuoto se non indicato"
        inputMode="decimal"
        autoComplete="off"
      />
      <Field.Select name={periodName} label="Periodo del prezzo" options={pricePeriodOptions} />
    </>
  );
}
