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
import { entityFields } from "#app/components/admin/shared/entity-fields";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
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

const Field = entityFields<PartnerPayload>();

type Props = {
  /** The partner to edit, or null to add a new one. */
  partner: PartnerRecord | null;
  onClose: () => void;
};

/** Create/edit dialog of a certified partner (back-office.md sections 2, 3, 5, 8, 9). */
export function PartnerDialog({ partner, onClose }: Props) {
  const entity = useEntityForm({
    schema: partnerSchema,
    item: partner,
    defaults,
    mutation: useSavePartner(),
    onClose,
    toasts: {
      created: "Partner creato con successo",
      updated: "Partner aggiornato con successo",
    },
  });

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo partner", edit: "Modifica partner" }}
      description="I partner attivi compaiono nella sezione Alleanze Strategiche della home page."
      size="lg"
      createLabel="Crea partner"
      requiredNote
    >
      <Field.Text
        name="name"
        label="Nome partner"
        required
        autoComplete="organization"
        maxLength={catalogLimits.name}
      />
      <Field.Area
        name="description"
        label="Descrizione"
        rows={3}
        maxLength={catalogLimits.text}
        hint="Una o due frasi sulla collaborazione: compaiono sotto il logo."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Select
          name="certificationLevel"
          label="Livello di certificazione"
          options={certificationLevelOptions}
        />
        <Field.Select
          name="partnerType"
          label="Tipologia di partner"
          options={partnerTypeOptions}
        />
      </div>
      <Field.Text
        name="benefits"
        label="Vantaggi"
        hint="Separati da virgole, es. Supporto prioritario, Formazione certificata"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field.Text
          name="websiteUrl"
          type="url"
          label="Sito web"
          placeholder="https://www.esempio.it"
          maxLength={catalogLimits.url}
        />
        <Field.Text
          name="sortOrder"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          label="Ordine"
          hint="I numeri più bassi compaiono per primi."
          rules={{ valueAsNumber: true }}
        />
      </div>
      <Field.Switch
        name="active"
        label="Attivo"
        hint="Spento: il partner resta nel pannello ma non compare sul sito."
      />
      <Field.Switch name="featured" label="In evidenza" />
      <Field.Image
        name="logoUrl"
        label="Logo"
        successMessage="Logo caricato"
        previewAlt="Anteprima del logo"
        previewFit="contain"
      />
    </EntityDialog>
  );
}
