import { savedToasts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldsOr } from "#kit/admin/fields-or";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { softwareSchema, type SoftwareItem, type SoftwarePayload } from "../software.schema";
import { SoftwareFileField } from "./software-file-field";
import { softwareApi } from "./software-queries";
import { softwareCategoryOptions } from "#features/software/software-labels";
import { softwarePlatformOptions } from "#features/software/software-labels";

/** A new software's form; an edited one's fields hold its own values (`fieldsOr`). */
const blank = {
  name: "",
  version: "",
  category: "software",
  platform: "windows",
  description: "",
  fileUrl: "",
  fileSize: "",
  requirements: "",
  releaseNotes: "",
  sortOrder: 0,
  isActive: true,
} as const;

const defaults = (item: SoftwareItem | null): SoftwarePayload => fieldsOr(item, blank);

const Field = entityFields<SoftwarePayload>();

/** Create/edit dialog of a downloadable software (../shared/spec/back-office.md §2, §3, §5, §8). */
export function SoftwareDialog(props: EntityDialogProps<SoftwareItem>) {
  const entity = useEntityForm(props, {
    titles: {
      create: "Aggiungi Software",
      edit: "Modifica Software",
      createLabel: "Crea software",
    },
    schema: softwareSchema,
    defaults,
    mutation: softwareApi.useSave(),
    toasts: savedToasts("Software", { suffix: " con successo", of: "del software" }),
  });

  return (
    <EntityDialog
      entity={entity}
      description="Il software attivo compare subito nell'area clienti, pronto da scaricare."
      size="lg"
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field.Text name="name" label="Nome" required maxLength={255} />
      <Field.Text name="version" label="Versione" required maxLength={50} placeholder="es. 2.4.1" />
      <Field.Select name="category" label="Categoria" options={softwareCategoryOptions} />
      <Field.Select name="platform" label="Piattaforma" options={softwarePlatformOptions} />
      <Field.Description name="description" className="sm:col-span-2" />
      <SoftwareFileField
        id={`${entity.id}-file`}
        form={entity.form}
        onUploadingChange={entity.setUploading}
      />
      <Field.Text
        name="fileSize"
        label="Dimensione"
        maxLength={50}
        placeholder="es. 12.50 MB"
        hint="Compilata da sola dopo il caricamento del file."
      />
      <Field.SortOrder name="sortOrder" asNumber />
      <Field.Area
        name="requirements"
        label="Requisiti di sistema"
        rows={2}
        className="sm:col-span-2"
      />
      <Field.Area name="releaseNotes" label="Note di rilascio" rows={2} className="sm:col-span-2" />
      <Field.Switch
        name="isActive"
        label="Attivo"
        hint="Solo il software attivo è visibile e scaricabile nell'area clienti."
        className="sm:col-span-2"
        unsetChecked
      />
    </EntityDialog>
  );
}
