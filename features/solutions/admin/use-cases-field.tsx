import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextAreaField } from "#kit/ui/textarea";
import { TextField } from "#kit/ui/input";
import { fieldError } from "#kit/admin/field-error";
import { RowButton } from "#kit/admin/row-actions";
import type { SolutionFormValues } from "./solution-form-values";

/** The use cases as rows of title and description, with add and remove. */
export function UseCasesField({ id }: { id: string }) {
  const { control, register, formState } = useFormContext<SolutionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "useCases" });
  const errors = formState.errors.useCases;

  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Casi d&apos;uso</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-700">Nessun caso d&apos;uso: aggiungine uno se serve.</p>
      ) : null}
      <ol className="grid gap-4">
        {fields.map((field, index) => {
          const rowError = fieldError(errors?.[index]);
          return (
            <li key={field.id} className="grid gap-2 rounded-lg bg-slate-50 p-3">
              <TextField
                id={`${id}-use-case-${index}-title`}
                label={`Titolo del caso d'uso ${index + 1}`}
                maxLength={255}
                error={rowError}
                {...register(`useCases.${index}.title`)}
              />
              <TextAreaField
                id={`${id}-use-case-${index}-description`}
                label={`Descrizione del caso d'uso ${index + 1}`}
                rows={2}
                {...register(`useCases.${index}.description`)}
              />
              <div className="flex justify-end">
                <RowButton
                  icon={Trash2}
                  label="Rimuovi"
                  what={`il caso d'uso ${index + 1}`}
                  danger
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => append({ title: "", description: "" }, { shouldFocus: true })}
        >
          <Icon node={Plus} className="size-4" />
          Aggiungi caso d&apos;uso
        </Button>
      </div>
    </fieldset>
  );
}
