import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { slugify, solutionCategoryOptions, solutionLimits } from "../solutions.schema";
import { gradientColorLabels, gradientColors } from "../solution-display";
import { SelectField } from "#app/components/ui/select";
import { TextAreaField } from "#app/components/ui/textarea";
import { TextField } from "#app/components/ui/input";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import type { SolutionFormValues } from "./solution-form-values";

const gradientOptions = gradientColors.map((value) => ({
  value,
  label: gradientColorLabels[value],
}));

/**
 * Name, slug, descriptions, category, colour, order and the two switches. While creating, the
 * slug follows the name until the user edits the slug itself.
 */
export function SolutionMainFields({ id, creating }: { id: string; creating: boolean }) {
  const { register, control, setValue, formState } = useFormContext<SolutionFormValues>();
  const errors = formState.errors;
  const [slugEdited, setSlugEdited] = useState(!creating);

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Nome"
          required
          maxLength={255}
          error={errors.name?.message}
          {...register("name", {
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited) {
                setValue("slug", slugify(event.target.value), {
                  shouldValidate: formState.isSubmitted,
                });
              }
            },
          })}
        />
        <TextField
          id={`${id}-slug`}
          label="Slug"
          required
          maxLength={255}
          spellCheck={false}
          autoCapitalize="none"
          hint="Indirizzo della pagina: /piattaforme/slug. Solo lettere minuscole, numeri e trattini."
          error={errors.slug?.message}
          {...register("slug", { onChange: () => setSlugEdited(true) })}
        />
      </div>
      <TextAreaField
        id={`${id}-short`}
        label="Descrizione breve"
        required
        rows={2}
        maxLength={solutionLimits.shortDescription}
        hint="Almeno 10 caratteri: compare nell'elenco delle piattaforme."
        error={errors.shortDescription?.message}
        {...register("shortDescription")}
      />
      <TextAreaField
        id={`${id}-long`}
        label="Descrizione completa"
        required
        rows={6}
        maxLength={solutionLimits.longDescription}
        hint="Almeno 20 caratteri. Lascia una riga vuota per iniziare un nuovo paragrafo."
        error={errors.longDescription?.message}
        {...register("longDescription")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={`${id}-category`}
          label="Categoria"
          options={solutionCategoryOptions}
          error={errors.category?.message}
          {...register("category")}
        />
        <SelectField
          id={`${id}-gradient`}
          label="Colore"
          options={gradientOptions}
          error={errors.gradientColor?.message}
          {...register("gradientColor")}
        />
        <TextField
          id={`${id}-sort`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label="Ordine"
          error={errors.sortOrder?.message}
          {...register("sortOrder", { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchController
          control={control}
          name="published"
          id={`${id}-published`}
          label="Pubblicato"
          hint="Spento: la piattaforma resta una bozza visibile solo nel pannello."
        />
        <SwitchController
          control={control}
          name="featured"
          id={`${id}-featured`}
          label="In evidenza"
        />
      </div>
    </div>
  );
}
