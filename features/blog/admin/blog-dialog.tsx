import { Controller, useWatch, type Control } from "react-hook-form";
import { blogLimits, blogPostSchema, type BlogPostRecord } from "../blog.schema";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { RichTextEditor } from "#kit/admin/rich-text-editor";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { blogApi } from "./blog-api";
import { blogFormValues, blogPayload, type BlogFormValues } from "./blog-form-values";
import { blogCategoryOptions } from "#features/blog/blog-categories";
import { fromRomeWallTime } from "#kit/lib/dates";
import { VersionsPanel } from "#features/versions/admin/versions-panel";

const Field = entityFields<BlogFormValues>();

/** What the 'Pubblicato' switch means in its present position, with the date chosen. */
export function publishHint(published: boolean, publishedAt: string, now = Date.now()): string {
  if (!published) return "Spento: l'articolo resta una bozza visibile solo nel pannello.";
  const at = publishedAt ? fromRomeWallTime(publishedAt) : null;
  return at && at.getTime() > now
    ? "Acceso: l'articolo uscirà sul sito alla data e ora di pubblicazione."
    : "Acceso: l'articolo è visibile sul sito.";
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function usePublishHint(control: Control<BlogFormValues, any, any>): string {
  const [published, publishedAt] = useWatch({ control, name: ["published", "publishedAt"] });
  return publishHint(Boolean(published), publishedAt ?? "");
}

/** Create/edit dialog of a blog article (../shared/spec/back-office.md §2, §3, §5, §8). */
export function BlogDialog(props: EntityDialogProps<BlogPostRecord>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "articolo" }),
    schema: blogPostSchema,
    defaults: blogFormValues,
    mutation: blogApi.useSave(),
    payload: blogPayload,
    draft: "blog",
  });
  const publishText = usePublishHint(entity.form.control);

  return (
    <EntityDialog
      entity={entity}
      description="L'indirizzo dell'articolo viene ricavato dal titolo al salvataggio."
      size="xl"
      requiredNote
    >
      {entity.item ? (
        <VersionsPanel
          entity="blog"
          itemId={entity.item.id}
          onRestored={(item) => entity.showSaved(blogFormValues(item as BlogPostRecord))}
        />
      ) : null}
      <Field.Text name="title" label="Titolo" required maxLength={blogLimits.title} />
      <Field.Area
        name="excerpt"
        label="Estratto"
        rows={2}
        maxLength={blogLimits.excerpt}
        hint="Due righe che riassumono l'articolo: compaiono nell'elenco del blog e nei risultati di ricerca."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Select name="category" label="Categoria" options={blogCategoryOptions} />
        <Field.Text
          name="publishedAt"
          type="datetime-local"
          label="Data e ora di pubblicazione"
          hint="Vuota: il momento del salvataggio. Una data futura programma l'uscita."
        />
      </div>
      <Field.Text name="tags" label="Tag" hint="Separati da virgole, es. sicurezza, backup, PMI" />
      <Field.Switch name="published" label="Pubblicato" hint={publishText} />
      <Field.Image
        name="imageUrl"
        label="Immagine in evidenza"
        previewAlt="Anteprima dell'immagine in evidenza"
      />
      <Controller
        name="content"
        control={entity.form.control}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id={`${entity.id}-content`}
            label="Contenuto"
            required
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint="Usa la barra degli strumenti o le scorciatoie (Ctrl+B grassetto, Ctrl+I corsivo). Nella barra ci si sposta con le frecce."
          />
        )}
      />
    </EntityDialog>
  );
}
