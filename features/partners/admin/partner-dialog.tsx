import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { catalogLimits, joinList } from "#features/clients/catalog-fields";
import {
  certificationLevelOptions,
  newPartnerDefaults,
  partnerSchema,
  partnerTypeOptions,
  type PartnerInput,
  type PartnerPayload,
  type PartnerRecord,
} from "../partners.schema";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import { saveCallbacks, saveErrorText } from "#app/components/admin/shared/mutation-toasts";
import { CatalogDialogFooter, RequiredNote } from "#features/clients/admin/catalog-dialog-parts";
import { fieldError } from "#features/clients/admin/field-error";
import { useSavePartner } from "./partners-api";

const resolver = zodResolver(partnerSchema);

function formValues(partner: PartnerRecord | null): PartnerPayload {
  return {
    name: partner?.name ?? "",
    logoUrl: partner?.logoUrl ?? "",
    websiteUrl: partner?.websiteUrl ?? "",
    description: partner?.description ?? "",
    certificationLevel: partner?.certificationLevel ?? newPartnerDefaults.certificationLevel,
    partnerType: partner?.partnerType ?? newPartnerDefaults.partnerType,
    benefits: joinList(partner?.benefits),
    featured: partner?.featured ?? newPartnerDefaults.featured,
    sortOrder: partner?.sortOrder ?? 0,
    active: partner?.active ?? newPartnerDefaults.active,
  };
}

type Props = {
  /** The partner to edit, or null to add a new one. */
  partner: PartnerRecord | null;
  onOpenChange: (open: boolean) => void;
};

/** Create/edit dialog of a certified partner (back-office.md sections 2, 3, 5, 8, 9). */
export function PartnerDialog({ partner, onOpenChange }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const form = useForm<PartnerPayload, unknown, PartnerInput>({
    defaultValues: formValues(partner),
    resolver,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const save = useSavePartner();
  const creating = partner === null;

  const submit = (payload: PartnerInput) => {
    if (save.isPending || uploading) return;
    save.mutate(
      { id: partner?.id ?? null, payload },
      saveCallbacks({
        success: creating ? "Partner creato con successo" : "Partner aggiornato con successo",
        errorText: saveErrorText(creating),
        onDone: () => onOpenChange(false),
        setFieldError: (path, message) =>
          form.setError(path.split(".")[0] as keyof PartnerPayload, { message }),
      }),
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      title={creating ? "Nuovo partner" : "Modifica partner"}
      description="I partner attivi compaiono nella sezione Alleanze Strategiche della home page."
      size="lg"
      busy={save.isPending}
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        <RequiredNote />
        <TextField
          id={`${id}-name`}
          label="Nome partner"
          required
          autoComplete="organization"
          maxLength={catalogLimits.name}
          error={errors.name?.message}
          {...register("name")}
        />
        <TextAreaField
          id={`${id}-description`}
          label="Descrizione"
          rows={3}
          maxLength={catalogLimits.text}
          hint="Una o due frasi sulla collaborazione: compaiono sotto il logo."
          error={errors.description?.message}
          {...register("description")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${id}-level`}
            label="Livello di certificazione"
            options={certificationLevelOptions}
            error={errors.certificationLevel?.message}
            {...register("certificationLevel")}
          />
          <SelectField
            id={`${id}-type`}
            label="Tipologia di partner"
            options={partnerTypeOptions}
            error={errors.partnerType?.message}
            {...register("partnerType")}
          />
        </div>
        <TextField
          id={`${id}-benefits`}
          label="Vantaggi"
          hint="Separati da virgole, es. Supporto prioritario, Formazione certificata"
          error={fieldError(errors.benefits)}
          {...register("benefits")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-website`}
            type="url"
            label="Sito web"
            placeholder="https://www.esempio.it"
            maxLength={catalogLimits.url}
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
            {...register("sortOrder", { valueAsNumber: true })}
          />
        </div>
        <SwitchController
          control={control}
          name="active"
          id={`${id}-active`}
          label="Attivo"
          hint="Spento: il partner resta nel pannello ma non compare sul sito."
        />
        <SwitchController
          control={control}
          name="featured"
          id={`${id}-featured`}
          label="In evidenza"
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
          submitLabel={creating ? "Crea partner" : "Salva modifiche"}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </AdminDialog>
  );
}
