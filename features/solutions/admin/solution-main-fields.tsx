import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { slugify, solutionLimits } from "../solutions.schema";
import { entityFields } from "#kit/admin/entity-fields";
import type { SolutionFormValues } from "./solution-form-values";
import { solutionCategoryOptions } from "#features/solutions/solution-display";
import { gradientColorOptions } from "#features/solutions/solution-display";

const Field = entityFields<SolutionFormValues>();

/**
 * Name, slug, descriptions, category, colour, order and the two switches. While creating, the
 * slug follows the name until the user edits the slug itself.
 */
export function SolutionMainFields({ creating }: { creating: boolean }) {
  const { setValue, formState } = useFormContext<SolutionFormValues>();
  const [slugEdited, setSlugEdited] = useState(!creating);

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Text
          name="name"
          label="Nome"
          required
          maxLength={255}
          rules={{
            onChange: (event: { target: { value: string } }) => {
              if (!slugEdited) {
                setValue("slug", slugify(event.target.value), {
                  shouldValidate: formState.isSubmitted,
                });
              }
            },
          }}
        />
        <Field.Text
          name="slug"
          label="Slug"
          required
          maxLength={255}
          spellCheck={false}
          autoCapitalize="none"
          hint="Indirizzo della pagina: /piattaforme/slug. Solo lettere minuscole, numeri e trattini."
          rules={{ onChange: () => setSlugEdited(true) }}
        />
      </div>
      <Field.Area
        name="shortDescription"
        label="Descrizione breve"
        required
        rows={2}
        maxLength={solutionLimits.shortDescription}
        hint="Almeno 10 caratteri: compare nell'elenco delle piattaforme."
      />
      <Field.Area
        name="longDescription"
        label="Descrizione completa"
        required
        rows={6}
        maxLength={solutionLimits.longDescription}
        hint="Almeno 20 caratteri. Lascia una riga vuota per iniziare un nuovo paragrafo."
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field.Select name="category" label="Categoria" options={solutionCategoryOptions} />
        <Field.Select name="gradientColor" label="Colore" options={gradientColorOptions} />
        <Field.SortOrder name="sortOrder" asNumber hint={null} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Switch
          name="published"
          label="Pubblicato"
          hint="Spento: la piattaforma resta una bozza visibile solo nel pannello."
        />
        <Field.Switch name="featured" label="In evidenza" />
      </div>
    </div>
  );
}
