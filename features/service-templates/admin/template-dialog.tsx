import { useId } from "react";
import { serviceTemplateSchema, type ServiceTemplate } from "../service-templates.schema";
import {
  templateCategories,
  templateCategoryLabels,
  templateTypeLabels,
  templateTypes,
} from "../template-values";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { useTemplateMutations } from "./template-api";

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
    basePrice: template?.basePrice ?? "",
    features: template?.features.join("\n") ?? "",
    isActive: template?.isActive ?? true,
    sortOrder: String(template?.sortOrder ?? 0),
  };
}

type Props = {
  /** The template to edit; null opens the dialog in create mode. */
  template: ServiceTemplate | null;
  onClose: () => void;
};

/** Create/edit dialog of a service template (name, category, type, price, features...). */
export function TemplateDialog({ template, onClose }: Props) {
  const id = useId();
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
  const form = entity.form;
  const { errors } = form.formState;

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo servizio", edit: "Modifica servizio" }}
      description="Il modello da cui si assegnano i servizi ai clienti: nome, prezzo e caratteristiche vengono proposti in fase di assegnazione."
      size="lg"
      createLabel="Crea servizio"
      className="grid gap-5"
    >
      <TextField
        id={`${id}-name`}
        label="Nome servizio"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextAreaField
        id={`${id}-description`}
        label="Descrizione"
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={`${id}-category`}
          label="Categoria"
          required
          options={categoryOptions}
          error={errors.category?.message}
          {...form.register("category")}
        />
        <SelectField
          id={`${id}-type`}
          label="Tipo"
          required
          options={typeOptions}
          error={errors.type?.message}
          {...form.register("type")}
        />
        <TextField
          id={`${id}-price`}
          label="Prezzo base"
          hint="Testo libero, ad esempio € 29/mese"
          autoComplete="off"
          error={errors.basePrice?.message}
          {...form.register("basePrice")}
        />
        <TextField
          id={`${id}-sort`}
          label="Ordine"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register("sortOrder")}
        />
      </div>
      <TextAreaField
        id={`${id}-features`}
        label="Caratteristiche"
        hint="Una caratteristica per riga"
        rows={5}
        error={errors.features?.message}
        {...form.register("features")}
      />
      <SwitchController
        control={form.control}
        name="isActive"
        id={`${id}-active`}
        label="Attivo"
        hint="Solo i servizi attivi si possono assegnare ai clienti."
      />
    </EntityDialog>
  );
}
