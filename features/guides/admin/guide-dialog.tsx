import { Controller } from "react-hook-form";
import { RichTextEditor } from "#kit/admin/rich-text-editor";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { VersionsPanel } from "#features/versions/admin/versions-panel";
import { guideLimits, guideSchema, type GuideRecord } from "../guides.schema";
import { guidesApi, useGuideCategoryOptions } from "./guides-api";

/** The form's values: the stored ones, or blanks; the category and order as the fields hold them. */
const defaults = (item: GuideRecord | null) => ({
  title: item?.title ?? "",
  summary: item?.summary ?? "",
  body: item?.body ?? "",
  categoryId: item ? String(item.categoryId) : "",
  sortOrder: String(item?.sortOrder ?? 0),
  published: item?.published ?? false,
});

const Field = entityFields<ReturnType<typeof defaults>>();

/** The create/edit dialog of a guide (decision 065): its address is made from the title. */
export function GuideDialog(props: EntityDialogProps<GuideRecord>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "guida", feminine: true }),
    schema: guideSchema,
    defaults,
    mutation: guidesApi.useSave(),
    draft: "guide",
  });
  const categories = useGuideCategoryOptions();
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <EntityDialog
      entity={entity}
      description="L'indirizzo della guida viene ricavato dal titolo al salvataggio."
      size="xl"
      requiredNote
    >
      {entity.item ? (
        <VersionsPanel
          entity="guides"
          itemId={entity.item.id}
          onRestored={(item) => entity.showSaved(defaults(item as GuideRecord))}
        />
      ) : null}
      <Field.Text name="title" label="Titolo" required maxLength={guideLimits.title} />
      <Field.Area
        name="summary"
        label="Riassunto"
        required
        rows={2}
        maxLength={guideLimits.summary}
        hint="Una o due frasi: compaiono nell'elenco delle guide, nei risultati di ricerca e nei suggerimenti dei ticket."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Select
          name="categoryId"
          label="Categoria"
          required
          placeholder={
            categories.isPending ? "Caricamento delle categorie…" : "Seleziona una categoria"
          }
          options={options}
          hint={
            categories.isSuccess && options.length === 0 ? (
              <>
                Non ci sono ancora categorie:{" "}
                <a className="underline" href={adminTabHref("guide-categories")}>
                  creane una in Categorie guide
                </a>
                .
              </>
            ) : undefined
          }
        />
        <Field.SortOrder name="sortOrder" />
      </div>
      <Field.Switch
        name="published"
        label="Pubblicata"
        hint="Spenta: la guida resta una bozza visibile solo nel pannello."
      />
      <Controller
        name="body"
        control={entity.form.control}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id={`${entity.id}-body`}
            label="Testo"
            required
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="Titoli, elenchi, collegamenti e immagini dalla libreria dei media. Nella barra degli strumenti ci si sposta con le frecce."
          />
        )}
      />
    </EntityDialog>
  );
}
