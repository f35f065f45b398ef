import { useFormContext } from "react-hook-form";
import { splitList } from "#features/clients/catalog-fields";
import { entityFields } from "#app/components/admin/shared/entity-fields";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import type { SolutionFormValues } from "./solution-form-values";

type Props = { id: string; onUploadingChange: (uploading: boolean) => void };

const listHint = "Separati da virgole.";

const Field = entityFields<SolutionFormValues>();

/** Hero image, gallery (upload or addresses), features, technologies and related services. */
export function SolutionListFields({ id, onUploadingChange }: Props) {
  const { getValues, setValue, watch } = useFormContext<SolutionFormValues>();
  const gallery = splitList(watch("galleryImages"));

  const addToGallery = (url: string | null) => {
    if (!url) return;
    const next = [...splitList(getValues("galleryImages")), url].join(", ");
    setValue("galleryImages", next, { shouldDirty: true });
  };

  return (
    <div className="grid gap-4">
      <Field.Image
        name="heroImage"
        label="Immagine principale"
        previewAlt="Anteprima dell'immagine principale"
      />
      <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
        <Field.Text
          name="galleryImages"
          label="Galleria"
          hint="Indirizzi delle immagini separati da virgole; il pulsante qui sotto aggiunge un'immagine caricata."
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
      <Field.Text
        name="features"
        label="Funzionalità"
        hint={`${listHint} Le prime quattro compaiono nell'elenco e in apertura di pagina.`}
      />
      <Field.Text name="technologies" label="Tecnologie" hint={listHint} />
      <Field.Text
        name="relatedServices"
        label="Servizi correlati"
        hint="Slug dei servizi separati da virgole, es. programmazione-software, sviluppo-web"
        spellCheck={false}
      />
    </div>
  );
}
