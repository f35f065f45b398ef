import { useId } from "react";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { softwareSchema, type SoftwareItem, type SoftwarePayload } from "../software.schema";
import {
  softwareCategories,
  softwareCategoryLabels,
  softwarePlatformLabels,
  softwarePlatforms,
} from "../software-labels";
import { SoftwareFileField } from "./software-file-field";
import { useSaveSoftware } from "./software-queries";

type Props = {
  /** The item to edit, or null to create a new one. */
  item: SoftwareItem | null;
  onClose: () => void;
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
export function SoftwareDialog({ item, onClose }: Props) {
  const id = useId();
  const save = useSaveSoftware();
  const entity = useEntityForm({
    schema: softwareSchema,
    item,
    defaults: defaultsOf,
    save: (payload, current, callbacks) =>
      save.mutate({ id: current?.id ?? null, payload }, callbacks),
    pending: save.isPending,
    onClose,
    toasts: {
      created: "Software creato con successo",
      updated: "Software aggiornato con successo",
      failed: (creating) =>
        creating ? "Errore nella creazione del software" : "Errore nell'aggiornamento del software",
    },
  });
  const form = entity.form;
  const { errors } = form.formState;

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Aggiungi Software", edit: "Modifica Software" }}
      description="Il software attivo compare subito nell'area clienti, pronto da scaricare."
      size="lg"
      createLabel="Crea software"
      className="grid gap-5 sm:grid-cols-2"
    >
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
      <SoftwareFileField id={`${id}-file`} form={form} onUploadingChange={entity.setUploading} />
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
    </EntityDialog>
  );
}
