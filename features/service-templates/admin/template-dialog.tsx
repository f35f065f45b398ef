import { serviceTemplateSchema, type ServiceTemplate } from "../service-templates.schema";
import {
  templateCategories,
  templateCategoryLabels,
  templateTypeLabels,
  templateTypes,
} from "../template-values";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { entityFields } from "#app/components/admin/shared/entity-fields";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { useTemplateMutations } from "./template-api";
import { PriceFields } from "./price-fields";
import { amountInputText, defaultPricePeriod } from "../price-values";

const categoryOptions = templateCategories.map((value) => ({
  value,
  label: templateCategoryLabels[value],
}));
const typeOptions = templateTypes.map((value) => ({ value, label: templateTypeLabels[value] }));

/** The form's values: texts as typed (features one per line), the sort order as text. */
function defaults(template: ServiceTemplate | null) {
  return {
    name: template?.name ?? "",
    description: template?.description ?? "",
    category: template?.category ?? "hosting",
    type: template?.type ?? "monthly",
    basePrice: amountInputText(template?.basePrice ?? null),
    basePricePeriod: template?.basePricePeriod ?? defaultPricePeriod(template?.type ?? "monthly"),
    features: template?.features.join("\n") ?? "",
    isActive: template?.isActive ?? true,
    sortOrder: String(template?.sortOrder ?? 0),
  };
}

const Field = entityFields<ReturnType<typeof defaults>>();

type Props = {
  /** The template to edit; null opens the dialog in create mode. */
  template: ServiceTemplate | null;
  onClose: () => void;
};

/** Create/edit dialog of a service template (name, category, type, price, features...). */
export function TemplateDialog({ template, onClose }: Props) {
  const { create, update } = useTemplateMutations();
  const entity = useEntityForm({
    schema: serviceTemplateSchema,
    item: template,
    defaults,
    // The mutations show their own toasts.
    save: (input, item, callbacks) =>
      item ? update.mutate({ id: item.id, input }, callbacks) : create.mutate(input, callbacks),
    pending: create.isPending || update.isPending,
    onClose,
  });

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo servizio", edit: "Modifica servizio" }}
      description="Il modello da cui si assegnano i servizi ai clienti: nome, prezzo e caratteristiche vengono proposti in fase di assegnazione."
      size="lg"
      createLabel="Crea servizio"
      className="grid gap-5"
    >
      <Field.Text name="name" label="Nome servizio" required autoComplete="off" />
      <Field.Area name="description" label="Descrizione" rows={3} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Select name="category" label="Categoria" required options={categoryOptions} />
        <Field.Select name="type" label="Tipo" required options={typeOptions} />
        <PriceFields amountName="basePrice" periodName="basePricePeriod" label="Prezzo base" />
        <Field.Text
          name="sortOrder"
          label="Ordine"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
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
