import { useId } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import {
  serviceTemplateSchema,
  type ServiceTemplate,
  type ServiceTemplateInput,
} from "../service-templates.schema";
import {
  templateCategories,
  templateCategoryLabels,
  templateTypeLabels,
  templateTypes,
  type TemplateCategory,
  type TemplateType,
} from "../template-values";
import { AdminDialog, AdminDialogFooter } from "#app/components/admin/shared/admin-dialog";
import { SelectField, TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";

type FormValues = {
  name: string;
  description: string;
  category: TemplateCategory;
  type: TemplateType;
  basePrice: string;
  features: string;
  isActive: boolean;
  sortOrder: string;
};

const resolver = zodResolver(serviceTemplateSchema) as unknown as Resolver<
  FormValues,
  unknown,
  ServiceTemplateInput
>;

const categoryOptions = templateCategories.map((value) => ({
  value,
  label: templateCategoryLabels[value],
}));
const typeOptions = templateTypes.map((value) => ({ value, label: templateTypeLabels[value] }));

function defaultsOf(template: ServiceTemplate | null): FormValues {
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; null opens the dialog in create mode. */
  template: ServiceTemplate | null;
  pending: boolean;
  onSubmit: (input: ServiceTemplateInput) => void;
};

/** Create/edit dialog of a service template (name, category, type, price, features...). */
export function TemplateDialog({ open, onOpenChange, template, pending, onSubmit }: Props) {
  const id = useId();
  const form = useForm<FormValues, unknown, ServiceTemplateInput>({
    defaultValues: defaultsOf(template),
    resolver,
  });
  const { errors } = form.formState;

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      size="lg"
      title={template ? "Modifica servizio" : "Nuovo servizio"}
      description="Il modello da cui si assegnano i servizi ai clienti: nome, prezzo e caratteristiche vengono proposti in fase di assegnazione."
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
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
        <AdminDialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Salvataggio..." : template ? "Salva modifiche" : "Crea servizio"}
          </Button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
