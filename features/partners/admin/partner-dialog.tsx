import { catalogLimits, joinList } from "#features/shared/catalog-fields";
import {
  newPartnerDefaults,
  partnerSchema,
  type PartnerPayload,
  type PartnerRecord,
} from "../partners.schema";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldsOr } from "#kit/admin/fields-or";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { partnersApi } from "./partners-api";
import { certificationLevelOptions } from "#features/partners/partner-values";
import { partnerTypeOptions } from "#features/partners/partner-values";

/** The selects' options, with the labels of the public badges. */

/** A new partner's texts and order; with `newPartnerDefaults`, its whole form but the benefits. */
const blank = { name: "", logoUrl: "", websiteUrl: "", description: "", sortOrder: 0 };

const defaults = (partner: PartnerRecord | null): PartnerPayload => ({
  ...fieldsOr(partner, { ...blank, ...newPartnerDefaults }),
  benefits: joinList(partner?.benefits),
});

const Field = entityFields<PartnerPayload>();

/** Create/edit dialog of a certified partner (../shared/spec/back-office.md §2, §3, §5, §8, §9). */
export function PartnerDialog(props: EntityDialogProps<PartnerRecord>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "partner", suffix: " con successo" }),
    schema: partnerSchema,
    defaults,
    mutation: partnersApi.useSave(),
  });

  return (
    <EntityDialog
      entity={entity}
      description="I partner attivi compaiono nella sezione Alleanze Strategiche della home page."
      size="lg"
      requiredNote
    >
      <Field.Organization name="name" label="Nome partner" maxLength={catalogLimits.name} />
      <Field.Description
        name="description"
        hint="Una o due frasi sulla collaborazione: compaiono sotto il logo."
        maxLength={catalogLimits.text}
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
        <Field.Url name="websiteUrl" maxLength={catalogLimits.url} />
        <Field.SortOrder name="sortOrder" asNumber />
      </div>
      <Field.Switch
        name="active"
        label="Attivo"
        hint="Spento: il partner resta nel pannello ma non compare sul sito."
      />
      <Field.Switch name="featured" label="In evidenza" />
      <Field.Logo name="logoUrl" />
    </EntityDialog>
  );
}
