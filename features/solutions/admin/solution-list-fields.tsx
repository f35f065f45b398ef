import { useQuery } from "@tanstack/react-query";
import { entityFields } from "#kit/admin/entity-fields";
import { getJson } from "#kit/lib/api";
import type { SolutionFormValues } from "./solution-form-values";
import { solutionsApi } from "./solutions-api";

const listHint = "Separati da virgole.";

const Field = entityFields<SolutionFormValues>();

/** The service pages published under /servizi, by name: the related services' choices. */
function useServiceChoices() {
  const query = useQuery({
    queryKey: [solutionsApi.path, "services"],
    queryFn: () => getJson<{ slug: string; name: string }[]>(`${solutionsApi.path}/services`),
  });
  return {
    loaded: query.isSuccess,
    options: (query.data ?? []).map((service) => ({ value: service.slug, label: service.name })),
  };
}

/** Hero image, gallery (uploads in order), features, technologies and related services. */
export function SolutionListFields() {
  const services = useServiceChoices();
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
        options={services.options}
        unknownLabel={(slug) =>
          services.loaded ? `${slug} (servizio non più esistente: togli la spunta)` : slug
        }
        hint={
          services.loaded
            ? "I servizi scelti compaiono in fondo alla pagina della piattaforma: sono le pagine pubblicate sotto /servizi."
            : "Caricamento dei servizi…"
        }
      />
    </div>
  );
}
