import { Controller, useFormContext } from "react-hook-form";
import { splitList } from "#features/clients/catalog-fields";
import { TextField } from "#app/components/admin/shared/form-fields";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import { fieldError } from "#app/components/admin/shared/field-error";
import type { SolutionFormValues } from "./solution-form-values";

type Props = { id: string; onUploadingChange: (uploading: boolean) => void };

const listHint = "Separati da virgole.";

/** Hero image, gallery (upload or addresses), features, technologies and related services. */
export function SolutionListFields({ id, onUploadingChange }: Props) {
  const { register, control, getValues, setValue, watch, formState } =
    useFormContext<SolutionFormValues>();
  const errors = formState.errors;
  const gallery = splitList(watch("galleryImages"));

  const addToGallery = (url: string | null) => {
    if (!url) return;
    const next = [...splitList(getValues("galleryImages")), url].join(", ");
    setValue("galleryImages", next, { shouldDirty: true });
  };

  return (
    <div className="grid gap-4">
      <Controller
        name="heroImage"
        control={control}
        render={({ field, fieldState }) => (
          <ImageUploadField
            id={`${id}-hero`}
            label="Immagine principale"
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? "")}
            previewAlt="Anteprima dell'immagine principale"
            error={fieldState.error?.message}
            onUploadingChange={onUploadingChange}
          />
        )}
      />
      <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
        <TextField
          id={`${id}-gallery`}
          label="Galleria"
          hint="Indirizzi delle immagini separati da virgole; il pulsante qui sotto aggiunge un'immagine caricata."
          error={fieldError(errors.galleryImages)}
          {...register("galleryImages")}
        />
        {gallery.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Immagini della galleria">
            {gallery.map((url, index) => (
              <li key={`${url}-${index}`}>
                <img
                  src={url}
                  alt={`Immagine ${index + 1} della galleria`}
                  className="h-16 w-24 rounded border border-slate-300 bg-slate-100 object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <ImageUploadField
          id={`${id}-gallery-upload`}
          label="Aggiungi un'immagine alla galleria"
          value={null}
          onChange={addToGallery}
          onUploadingChange={onUploadingChange}
        />
      </div>
      <TextField
        id={`${id}-features`}
        label="Funzionalità"
        hint={`${listHint} Le prime quattro compaiono nell'elenco e in apertura di pagina.`}
        error={fieldError(errors.features)}
        {...register("features")}
      />
      <TextField
        id={`${id}-technologies`}
        label="Tecnologie"
        hint={listHint}
        error={fieldError(errors.technologies)}
        {...register("technologies")}
      />
      <TextField
        id={`${id}-related`}
        label="Servizi correlati"
        hint="Slug dei servizi separati da virgole, es. programmazione-software, sviluppo-web"
        spellCheck={false}
        error={fieldError(errors.relatedServices)}
        {...register("relatedServices")}
      />
    </div>
  );
}
