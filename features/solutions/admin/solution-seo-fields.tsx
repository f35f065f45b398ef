import { entityFields } from "#kit/admin/entity-fields";
import type { SolutionFormValues } from "./solution-form-values";

const Field = entityFields<SolutionFormValues>();

/** metaTitle, metaDescription and metaKeywords of the platform page. */
export function SolutionSeoFields() {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">SEO</legend>
      <Field.Text
        name="metaTitle"
        label="Meta title"
        maxLength={255}
        hint="Vuoto: il nome della piattaforma seguito dal nome dell'azienda."
      />
      <Field.Area
        name="metaDescription"
        label="Meta description"
        rows={2}
        maxLength={1000}
        hint="Vuota: la descrizione breve. Ideale tra 120 e 160 caratteri."
      />
      <Field.Text
        name="metaKeywords"
        label="Meta keywords"
        maxLength={1000}
        hint="Parole chiave separate da virgole."
      />
    </fieldset>
  );
}
