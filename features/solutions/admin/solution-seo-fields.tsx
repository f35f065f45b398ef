import { useFormContext } from "react-hook-form";
import { TextAreaField } from "#app/components/ui/textarea";
import { TextField } from "#app/components/ui/input";
import type { SolutionFormValues } from "./solution-form-values";

/** metaTitle, metaDescription and metaKeywords of the platform page. */
export function SolutionSeoFields({ id }: { id: string }) {
  const { register, formState } = useFormContext<SolutionFormValues>();
  const errors = formState.errors;
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">SEO</legend>
      <TextField
        id={`${id}-meta-title`}
        label="Meta title"
        maxLength={255}
        hint="Vuoto: il nome della piattaforma seguito dal nome dell'azienda."
        error={errors.metaTitle?.message}
        {...register("metaTitle")}
      />
      <TextAreaField
        id={`${id}-meta-description`}
        label="Meta description"
        rows={2}
        maxLength={1000}
        hint="Vuota: la descrizione breve. Ideale tra 120 e 160 caratteri."
        error={errors.metaDescription?.message}
        {...register("metaDescription")}
      />
      <TextField
        id={`${id}-meta-keywords`}
        label="Meta keywords"
        maxLength={1000}
        hint="Parole chiave separate da virgole."
        error={errors.metaKeywords?.message}
        {...register("metaKeywords")}
      />
    </fieldset>
  );
}
