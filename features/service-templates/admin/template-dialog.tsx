import { serviceTemplateSchema, type ServiceTemplate } from "../service-templates.schema";
import { dialogTitles, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldsOr } from "#kit/admin/fields-or";
import { saveThrough, useEntityForm } from "#kit/admin/use-entity-form";
import { useTemplateMutations } from "./template-api";
import { PriceFields } from "./price-fields";
import { amountInputText, defaultPricePeriod } from "../price-values";
import { templateCategoryOptions } from "#features/service-templates/template-values";
import { templateTypeOptions } from "#features/service-templates/template-values";

/** The form's values: texts as typed (features one per line), the sort order as text. */
function defaults(template: ServiceTemplate | null) {
  return {
    ...fieldsOr(template, { name: "", description: "", category: "hosting", type: "monthly" }),
    basePrice: amountInputText(template?.basePrice ?? null),
    basePricePeriod: template?.basePricePeriod ?? defaultPricePeriod(template?.type ?? "monthly"),
    features: template?.features.join("\n") ?? "",
    isActive: template?.isActive ?? true,
    sortOrder: String(template?.sortOrder ?? 0),
  };
}

const Field = entityFields<ReturnType<typeof defaults>>();

/** Create/edit dialog of a service template (name, category, type, price, features...). */
export function TemplateDialog(props: EntityDialogProps<ServiceTemplate>) {
  const entity = useEntityForm(props, {
    titles: dialogTitles({ noun: "servizio" }),
    schema: serviceTemplateSchema,
    defaults,
    ...saveThrough(useTemplateMutations()),
  });

  return (
    <EntityDialog
      entity={entity}
      description="Il modello da cui si assegnano i servizi ai clienti: nome, prezzo e caratteristiche vengono proposti in fase di assegnazione."
      size="lg"
      className="grid gap-5"
    >
      <Field.Text name="name" label="Nome servizio" required autoComplete="off" />
      <Field.Description name="description" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Select
          name="category"
          label="Categoria"
          required
          options={templateCategoryOptions}
        />
        <Field.Select name="type" label="Tipo" required options={templateTypeOptions} />
        <PriceFields amountName="basePrice" periodName="basePricePeriod" label="Prezzo base" />
        <Field.SortOrder name="sortOrder" hint={null} />
      </div>
      <Field.Area
        name="features"
        label="Caratteristiche"
        hint="Una caratteristica per riga"
        rows={5}
      />
      <Field.Switch
        name="isActive"
        label="Attivo"
        hint="Solo i servizi attivi si possono assegnare ai clienti."
      />
    </EntityDialog>
  );
}
