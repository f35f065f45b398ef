import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/lib/use-toast";
import { AdminDialog, AdminDialogFooter } from "#app/components/admin/shared/admin-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import {
  softwareSchema,
  type SoftwareInput,
  type SoftwareItem,
  type SoftwarePayload,
} from "../software.schema";
import {
  softwareCategories,
  softwareCategoryLabels,
  softwarePlatformLabels,
  softwarePlatforms,
} from "../software-labels";
import { SoftwareFileField } from "./software-file-field";
import { toastSoftwareError, useSaveSoftware } from "./software-queries";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item to edit, or null to create a new one. */
  item: SoftwareItem | null;
};

const categoryOptions = softwareCategories.map((value) => ({
  value,
  label: softwareCategoryLabels[value],
}));
const platformOptions = softwarePlatforms.map((value) => ({
  value,
  label: softwarePlatformLabels[value],
}));

function defaultsOf(item: SoftwareItem | null): SoftwarePayload {
  return {
    name: item?.name ?? "",
    version: item?.version ?? "",
    description: item?.description ?? "",
    fileUrl: item?.fileUrl ?? "",
    fileSize: item?.fileSize ?? "",
    category: item?.category ?? "software",
    platform: item?.platform ?? "windows",
    requirements: item?.requirements ?? "",
    releaseNotes: item?.releaseNotes ?? "",
    sortOrder: item?.sortOrder ?? 0,
    isActive: item?.isActive ?? true,
  };
}

/** Create/edit dialog of a downloadable software (back-office.md sections 2, 3, 5, 8). */
export function SoftwareDialog({ open, onOpenChange, item }: Props) {
  const save = useSaveSoftware();
  const [uploading, setUploading] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? "Modifica Software" : "Aggiungi Software"}
      description="Il software attivo compare subito nell'area clienti, pronto da scaricare."
      size="lg"
      busy={save.isPending || uploading}
    >
      <SoftwareForm
        item={item}
        pending={save.isPending}
        uploading={uploading}
        onUploadingChange={setUploading}
        onCancel={() => onOpenChange(false)}
        onSubmit={(payload) =>
          save.mutate(
            { id: item?.id ?? null, payload },
            {
              onSuccess: () => {
                toast({
                  title: item ? "Software aggiornato con successo" : "Software creato con successo",
                });
                onOpenChange(false);
              },
              onError: (error) =>
                toastSoftwareError(
                  error,
                  item
                    ? "Errore nell'aggiornamento del software"
                    : "Errore nella creazione del software",
                ),
            },
          )
        }
      />
    </AdminDialog>
  );
}

type FormProps = {
  item: SoftwareItem | null;
  pending: boolean;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
  onCancel: () => void;
  onSubmit: (payload: SoftwareInput) => void;
};

function SoftwareForm({
  item,
  pending,
  uploading,
  onUploadingChange,
  onCancel,
  onSubmit,
}: FormProps) {
  const id = useId();
  const form = useForm<SoftwarePayload, unknown, SoftwareInput>({
    defaultValues: defaultsOf(item),
    resolver: zodResolver(softwareSchema),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${id}-name`}
        label="Nome"
        required
        maxLength={255}
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id={`${id}-version`}
        label="Versione"
        required
        maxLength={50}
        placeholder="es. 2.4.1"
        error={errors.version?.message}
        {...form.register("version")}
      />
      <SelectField
        id={`${id}-category`}
        label="Categoria"
        options={categoryOptions}
        error={errors.category?.message}
        {...form.register("category")}
      />
      <SelectField
        id={`${id}-platform`}
        label="Piattaforma"
        options={platformOptions}
        error={errors.platform?.message}
        {...form.register("platform")}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Descrizione"
        rows={3}
        className="sm:col-span-2"
        error={errors.description?.message}
        {...form.register("description")}
      />
      <SoftwareFileField id={`${id}-file`} form={form} onUploadingChange={onUploadingChange} />
      <TextField
        id={`${id}-size`}
        label="Dimensione"
        maxLength={50}
        placeholder="es. 12.50 MB"
        hint="Compilata da sola dopo il caricamento del file."
        error={errors.fileSize?.message}
        {...form.register("fileSize")}
      />
      <TextField
        id={`${id}-sort`}
        label="Ordine"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        hint="I numeri più bassi compaiono per primi."
        error={errors.sortOrder?.message}
        {...form.register("sortOrder", { valueAsNumber: true })}
      />
      <TextAreaField
        id={`${id}-requirements`}
        label="Requisiti di sistema"
        rows={2}
        className="sm:col-span-2"
        error={errors.requirements?.message}
        {...form.register("requirements")}
      />
      <TextAreaField
        id={`${id}-notes`}
        label="Note di rilascio"
        rows={2}
        className="sm:col-span-2"
        error={errors.releaseNotes?.message}
        {...form.register("releaseNotes")}
      />
      <SwitchController
        control={form.control}
        name="isActive"
        id={`${id}-active`}
        label="Attivo"
        hint="Solo il software attivo è visibile e scaricabile nell'area clienti."
        className="sm:col-span-2"
        unsetChecked
      />
      <div className="sm:col-span-2">
        <AdminDialogFooter>
          <Button variant="secondary" onClick={onCancel} disabled={pending || uploading}>
            Annulla
          </Button>
          <Button type="submit" disabled={pending || uploading}>
            {pending ? (
              <Icon
                node={LoaderCircle}
                className="size-4 animate-spin motion-reduce:animate-none"
              />
            ) : null}
            {pending ? "Salvataggio..." : item ? "Salva modifiche" : "Crea software"}
          </Button>
        </AdminDialogFooter>
      </div>
    </form>
  );
}
