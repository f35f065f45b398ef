import { useId } from "react";
import { Controller } from "react-hook-form";
import { catalogLimits, joinList } from "#features/clients/catalog-fields";
import {
  certificationLevelOptions,
  newPartnerDefaults,
  partnerSchema,
  partnerTypeOptions,
  type PartnerPayload,
  type PartnerRecord,
} from "../partners.schema";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { ImageUploadField } from "#app/components/admin/shared/image-upload-field";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { fieldError } from "#app/components/admin/shared/field-error";
import { useSavePartner } from "./partners-api";

function defaults(partner: PartnerRecord | null): PartnerPayload {
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
  onClose: () => void;
};

/** Create/edit dialog of a certified partner (back-office.md sections 2, 3, 5, 8, 9). */
export function PartnerDialog({ partner, onClose }: Props) {
  const id = useId();
  const save = useSavePartner();
  const entity = useEntityForm({
    schema: partnerSchema,
    item: partner,
    defaults,
    save: (payload, item, callbacks) => save.mutate({ id: item?.id ?? null, payload }, callbacks),
    pending: save.isPending,
    onClose,
    toasts: {
      created: "Partner creato con successo",
      updated: "Partner aggiornato con successo",
    },
  });
  const { register, control, formState } = entity.form;
  const errors = formState.errors;

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo partner", edit: "Modifica partner" }}
      description="I partner attivi compaiono nella sezione Alleanze Strategiche della home page."
      size="lg"
      createLabel="Crea partner"
      requiredNote
    >
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
            onUploadingChange={entity.setUploading}
          />
        )}
      />
    </EntityDialog>
  );
}
