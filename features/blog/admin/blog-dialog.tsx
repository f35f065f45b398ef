import { useId } from "react";
import { Controller } from "react-hook-form";
import { blogLimits, blogPostSchema, type BlogPostRecord } from "../blog.schema";
import { blogCategories, blogCategoryLabels } from "../blog-categories";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import { RichTextEditor } from "#app/components/admin/shared/rich-text-editor";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { useSaveBlogPost } from "./blog-api";
import { blogFormValues, blogPayload } from "./blog-form-values";

const categoryOptions = blogCategories.map((value) => ({
  value,
  label: blogCategoryLabels[value],
}));

type Props = {
  /** The article to edit, or null to write a new one. */
  post: BlogPostRecord | null;
  onClose: () => void;
};

/** Create/edit dialog of a blog article (back-office.md sections 2, 3, 5, 8). */
export function BlogDialog({ post, onClose }: Props) {
  const id = useId();
  const save = useSaveBlogPost();
  const entity = useEntityForm({
    schema: blogPostSchema,
    item: post,
    defaults: blogFormValues,
    save: (values, item, callbacks) =>
      save.mutate({ id: item?.id ?? null, payload: blogPayload(values, item) }, callbacks),
    pending: save.isPending,
    onClose,
    toasts: { created: "Articolo creato", updated: "Articolo aggiornato" },
  });
  const { register, control, formState } = entity.form;
  const errors = formState.errors;

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo articolo", edit: "Modifica articolo" }}
      description="L'indirizzo dell'articolo viene ricavato dal titolo al salvataggio."
      size="xl"
      createLabel="Crea articolo"
      requiredNote
    >
      <TextField
        id={`${id}-title`}
        label="Titolo"
        required
        maxLength={blogLimits.title}
        error={errors.title?.message}
        {...register("title")}
      />
      <TextAreaField
        id={`${id}-excerpt`}
        label="Estratto"
        rows={2}
        maxLength={blogLimits.excerpt}
        hint="Due righe che riassumono l'articolo: compaiono nell'elenco del blog e nei risultati di ricerca."
        error={errors.excerpt?.message}
        {...register("excerpt")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-category`}
          label="Categoria"
          options={categoryOptions}
          error={errors.category?.message}
          {...register("category")}
        />
        <TextField
          id={`${id}-published-at`}
          type="datetime-local"
          label="Data e ora di pubblicazione"
          hint="Vuota: il momento del salvataggio. Una data futura programma l'uscita."
          error={errors.publishedAt?.message}
          {...register("publishedAt")}
        />
      </div>
      <TextField
        id={`${id}-tags`}
        label="Tag"
        hint="Separati da virgole, es. sicurezza, backup, PMI"
        error={errors.tags?.message}
        {...register("tags")}
      />
      <SwitchController
        control={control}
        name="published"
        id={`${id}-published`}
        label="Pubblicato"
        hint="Spento: l'articolo resta una bozza visibile solo nel pannello."
      />
      <Controller
        name="imageUrl"
        control={control}
        render={({ field, fieldState }) => (
          <ImageUploadField
            id={`${id}-image`}
            label="Immagine in evidenza"
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? "")}
            error={fieldState.error?.message}
            previewAlt="Anteprima dell'immagine in evidenza"
            onUploadingChange={entity.setUploading}
          />
        )}
      />
      <Controller
        name="content"
        control={control}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id={`${id}-content`}
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
