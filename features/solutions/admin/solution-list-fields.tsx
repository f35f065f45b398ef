import { entityFields } from "#kit/admin/entity-fields";
import { services } from "#features/services/services";
import type { SolutionFormValues } from "./solution-form-values";

const listHint = "Separati da virgole.";

const Field = entityFields<SolutionFormValues>();

/** The site's services, by name, as the related services' choices. */
const serviceChoices = services.map((service) => ({ value: service.slug, label: service.name }));

/** Hero image, gallery (uploads in order), features, technologies and related services. */
export function SolutionListFields() {
  return (
    <div className="grid gap-4">
      <Field.Image
        name="heroImage"
        label="Immagine principale"
        previewAlt="Anteprima dell'immagine principale"
      />
      <Field.ImageList
        name="galleryImages"
        label="Galleria"
        addLabel="Aggiungi un'immagine alla galleria"
        hint="Le immagini compaiono nella pagina della piattaforma in quest'ordine."
      />
      <Field.Text
        name="features"
        label="Funzionalità"
        hint={`${listHint} Le prime quattro compaiono nell'elenco e in apertura di pagina.`}
      />
      <Field.Text name="technologies" label="Tecnologie" hint={listHint} />
      <Field.Choices
        name="relatedServices"
        label="Servizi correlati"
        options={serviceChoices}
        unknownLabel={(slug) => `${slug} (servizio non più esistente: togli la spunta)`}
        hint="I servizi scelti compaiono in fondo alla pagina della piattaforma."
      />
    </div>
  );
}
