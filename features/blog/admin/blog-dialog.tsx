import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Save } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import {
  blogLimits,
  blogPostSchema,
  type BlogPostInput,
  type BlogPostRecord,
} from "../blog.schema";
import { blogCategories, blogCategoryLabels } from "../blog-categories";
import { AdminDialog, AdminDialogFooter } from "#app/components/admin/shared/admin-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import { RichTextEditor } from "#app/components/admin/shared/rich-text-editor";
import { saveCallbacks, saveErrorText } from "#app/components/admin/shared/mutation-toasts";
import { useSaveBlogPost } from "./blog-api";
import { blogFormValues, blogPayload, type BlogFormValues } from "./blog-form-values";

const resolver = zodResolver(blogPostSchema);
const categoryOptions = blogCategories.map((value) => ({
  value,
  label: blogCategoryLabels[value],
}));

type Props = {
  /** The article to edit, or null to write a new one. */
  post: BlogPostRecord | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Create/edit dialog of a blog article (back-office.md sections 2, 3, 5, 8). */
export function BlogDialog({ post, open, onOpenChange }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const form = useForm<BlogFormValues, unknown, BlogPostInput>({
    defaultValues: blogFormValues(post),
    resolver,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const save = useSaveBlogPost();
  const creating = post === null;

  const submit = (values: BlogPostInput) => {
    if (save.isPending || uploading) return;
    save.mutate(
      { id: post?.id ?? null, payload: blogPayload(values, post) },
      saveCallbacks({
        success: creating ? "Articolo creato" : "Articolo aggiornato",
        errorText: saveErrorText(creating),
        onDone: () => onOpenChange(false),
        setFieldError: (path, message) => form.setError(path as keyof BlogFormValues, { message }),
      }),
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={creating ? "Nuovo articolo" : "Modifica articolo"}
      description="L'indirizzo dell'articolo viene ricavato dal titolo al salvataggio."
      size="xl"
      busy={save.isPending}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        <p className="text-sm text-slate-600">
          I campi contrassegnati con <span className="text-red-700">*</span> sono obbligatori.
        </p>
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
              onUploadingChange={setUploading}
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
        <AdminDialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Annulla
          </Button>
          <Button type="submit" disabled={save.isPending || uploading}>
            {save.isPending ? (
              <Icon
                node={LoaderCircle}
                className="size-4 animate-spin motion-reduce:animate-none"
              />
            ) : (
              <Icon node={Save} className="size-4" />
            )}
            {save.isPending ? "Salvataggio..." : creating ? "Crea articolo" : "Salva modifiche"}
          </Button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
