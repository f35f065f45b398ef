import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { catalogLimits } from "../catalog-fields";
import {
  clientSchema,
  type ClientInput,
  type ClientPayload,
  type ClientRecord,
} from "../clients.schema";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import { saveCallbacks, saveErrorText } from "#app/components/admin/shared/mutation-toasts";
import { CatalogDialogFooter, RequiredNote } from "./catalog-dialog-parts";
import { useSaveClient } from "./clients-api";

const resolver = zodResolver(clientSchema);

/** What the form holds: the payload with text inputs for the URLs and the sort order. */
type ClientFormValues = {
  name: string;
  logoUrl: string;
  websiteUrl: string;
  featured: boolean;
  sortOrder: string;
};

const formValues = (client: ClientRecord | null): ClientFormValues => ({
  name: client?.name ?? "",
  logoUrl: client?.logoUrl ?? "",
  websiteUrl: client?.websiteUrl ?? "",
  featured: client?.featured ?? false,
  sortOrder: String(client?.sortOrder ?? 0),
});

type Props = {
  /** The client to edit, or null to add a new one. */
  client: ClientRecord | null;
  onOpenChange: (open: boolean) => void;
};

/** Create/edit dialog of a client reference (back-office.md sections 2, 3, 5, 8). */
export function ClientDialog({ client, onOpenChange }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ClientPayload, unknown, ClientInput>({
    defaultValues: formValues(client),
    resolver,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const save = useSaveClient();
  const creating = client === null;

  const submit = (payload: ClientInput) => {
    if (save.isPending || uploading) return;
    save.mutate(
      { id: client?.id ?? null, payload },
      saveCallbacks({
        success: creating ? "Cliente creato" : "Cliente aggiornato",
        errorText: saveErrorText(creating),
        onDone: () => onOpenChange(false),
        setFieldError: (path, message) => form.setError(path as keyof ClientPayload, { message }),
      }),
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      title={creating ? "Nuovo cliente" : "Modifica cliente"}
      description="I clienti in evidenza compaiono con il loro logo nella pagina Portfolio."
      busy={save.isPending}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        <RequiredNote />
        <TextField
          id={`${id}-name`}
          label="Nome cliente"
          required
          autoComplete="organization"
          maxLength={catalogLimits.name}
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          id={`${id}-website`}
          type="url"
          label="Sito web"
          placeholder="https://www.esempio.it"
          maxLength={catalogLimits.url}
          hint="Facoltativo. Il logo nel portfolio porta a questo indirizzo."
          error={errors.websiteUrl?.message}
          {...register("websiteUrl")}
        />
        <TextField
          id={`${id}-sort`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label="Ordine"
          hint="I numeri più bassi compaiono per primi."
          error={errors.sortOrder?.message}
          {...register("sortOrder")}
        />
        <SwitchController
          control={control}
          name="featured"
          id={`${id}-featured`}
          label="In evidenza"
          hint="Acceso: il logo compare nella pagina Portfolio."
        />
        <Controller
          name="logoUrl"
          control={control}
          render={({ field, fieldState }) => (
            <ImageUploadField
              id={`${id}-logo`}
              label="Logo"
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? "")}
              successMessage="Logo caricato"
              previewAlt="Anteprima del logo"
              previewFit="contain"
              error={fieldState.error?.message}
              onUploadingChange={setUploading}
            />
          )}
        />
        <CatalogDialogFooter
          pending={save.isPending}
          disabled={uploading}
          submitLabel={creating ? "Crea cliente" : "Salva modifiche"}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </AdminDialog>
  );
}
