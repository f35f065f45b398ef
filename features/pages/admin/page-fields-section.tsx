import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { TextField } from "#kit/ui/input";
import { TextAreaField } from "#kit/ui/textarea";
import { SelectField } from "#kit/ui/select";
import { CheckboxField } from "#kit/ui/checkbox";
import { ImageUploadField } from "#kit/admin/image-upload-field";
import { optionsOf } from "#kit/admin/list-toolbar";
import { pageTypeLabels } from "../page-content";
import { pageLimits } from "../page.schema";
import type { EditorValues } from "./editor-values";
import { PageAddressField } from "./page-address-field";

type Form = UseFormReturn<EditorValues>;

const count = (text: string, max: number) =>
  `${text.trim().length} caratteri su ${max} consigliati.`;

/** The page's title and address (decision 059). */
export function PageMainFields({ form, fixed }: { form: Form; fixed: boolean }) {
  const id = useId();
  const errors = form.formState.errors;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Pagina
      </h3>
      <TextField
        id={`${id}-page-title`}
        label="Titolo della pagina"
        required
        maxLength={pageLimits.title}
        hint="Il nome della pagina nel pannello e, se non ne scrivi uno per i motori di ricerca, nel titolo della scheda."
        error={errors.title?.message}
        {...form.register("title")}
      />
      <Controller
        name="path"
        control={form.control}
        render={({ field, fieldState }) => (
          <PageAddressField
            path={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ownPath={form.formState.defaultValues?.path}
            error={fieldState.error?.message}
            fixed={fixed}
          />
        )}
      />
    </section>
  );
}

/** How search engines and shares see the page. */
export function PageSeoFields({
  form,
  onUploading,
}: {
  form: Form;
  onUploading: (uploading: boolean) => void;
}) {
  const id = useId();
  const errors = form.formState.errors.seo;
  const [title, description] = form.watch(["seo.title", "seo.description"]);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Motori di ricerca e condivisione
      </h3>
      <TextField
        id={`${id}-seo-title`}
        label="Titolo per i motori di ricerca"
        hint={`Vuoto: il titolo della pagina. ${count(title, pageLimits.seoTitle)}`}
        error={errors?.title?.message}
        {...form.register("seo.title")}
      />
      <TextAreaField
        id={`${id}-seo-description`}
        label="Descrizione per i motori di ricerca"
        rows={3}
        hint={count(description, pageLimits.seoDescription)}
        error={errors?.description?.message}
        {...form.register("seo.description")}
      />
      <TextField
        id={`${id}-seo-keywords`}
        label="Parole chiave"
        hint="Separate da virgole."
        error={errors?.keywords?.message}
        {...form.register("seo.keywords")}
      />
      <Controller
        name="seo.image"
        control={form.control}
        render={({ field, fieldState }) => (
          <ImageUploadField
            id={`${id}-seo-image`}
            label="Immagine di condivisione"
            value={field.value}
            onChange={field.onChange}
            onUploadingChange={onUploading}
            error={fieldState.error?.message}
            previewAlt="Anteprima dell'immagine di condivisione"
          />
        )}
      />
      <SelectField
        id={`${id}-seo-type`}
        label="Tipo di pagina per i motori di ricerca"
        options={optionsOf(pageTypeLabels)}
        {...form.register("seo.type")}
      />
      <CheckboxField
        id={`${id}-seo-noindex`}
        hint="La pagina resta visibile a chi ha il link, ma fuori dai risultati di ricerca e dalla mappa del sito."
        {...form.register("seo.noindex")}
      >
        Escludi dai motori di ricerca
      </CheckboxField>
    </section>
  );
}
