import { useId } from "react";
import type { z } from "zod";
import {
  customerCreateSchema,
  customerUpdateSchema,
  type AdminCustomer,
  type CustomerForm,
  type CustomerUpdateInput,
} from "../customers.schema";
import { passwordPolicyMessages, passwordRuleText } from "#features/auth/password-policy";
import { apiErrorMessage } from "#app/lib/api-errors";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";
import { apiFieldIssues } from "#app/components/admin/shared/mutation-toasts";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { useCustomerMutations } from "./customer-api";

/** A new customer needs a password; an edited one keeps the current one when it is left blank. */
const schemaFor = (customer: AdminCustomer | null): z.ZodType<CustomerUpdateInput, CustomerForm> =>
  customer ? customerUpdateSchema : customerCreateSchema;

function defaults(customer: AdminCustomer | null) {
  return {
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    email: customer?.email ?? "",
    passwordHash: "",
    companyName: customer?.companyName ?? "",
    vatNumber: customer?.vatNumber ?? "",
    address: customer?.address ?? "",
    phone: customer?.phone ?? "",
    isActive: customer?.isActive ?? true,
  };
}

/** The mutation's toast says it too; the field says which value to change. */
function serverIssues(error: unknown) {
  if (apiErrorMessage(error) === passwordPolicyMessages.common) {
    return [{ path: "passwordHash", message: passwordPolicyMessages.common }];
  }
  return apiFieldIssues(error);
}

type Props = {
  /** The customer to edit; null opens the dialog in create mode. */
  customer: AdminCustomer | null;
  onClose: () => void;
};

/**
 * Create/edit dialog of a customer account. The typed password travels in `passwordHash`
 * (null = unchanged); a common password refused by the server is shown under its field.
 */
export function CustomerDialog({ customer, onClose }: Props) {
  const id = useId();
  const { create, update } = useCustomerMutations();
  const entity = useEntityForm({
    schema: schemaFor(customer),
    item: customer,
    defaults,
    // The mutations show their own toasts.
    save: (input, item, callbacks) =>
      item ? update.mutate({ id: item.id, input }, callbacks) : create.mutate(input, callbacks),
    pending: create.isPending || update.isPending,
    onClose,
    issues: serverIssues,
  });
  const form = entity.form;
  const { errors } = form.formState;
  const field = (name: keyof CustomerForm) => `${id}-${name}`;

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo cliente", edit: "Modifica cliente" }}
      description="Con email e password il cliente accede all'area clienti e vede i servizi assegnati."
      size="lg"
      createLabel="Crea cliente"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={field("firstName")}
          label="Nome"
          required
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          id={field("lastName")}
          label="Cognome"
          required
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
        <TextField
          id={field("email")}
          label="Email"
          type="email"
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          id={field("passwordHash")}
          label="Password"
          type="password"
          required={!customer}
          autoComplete="new-password"
          hint={
            customer
              ? `Lascia vuoto per mantenere la password attuale; una nuova password chiude le sessioni aperte. ${passwordRuleText("customer")}`
              : `${passwordRuleText("customer")} Comunicala al cliente in modo sicuro.`
          }
          error={errors.passwordHash?.message}
          {...form.register("passwordHash")}
        />
        <TextField
          id={field("companyName")}
          label="Azienda"
          autoComplete="off"
          error={errors.companyName?.message}
          {...form.register("companyName")}
        />
        <TextField
          id={field("vatNumber")}
          label="Partita IVA"
          autoComplete="off"
          error={errors.vatNumber?.message}
          {...form.register("vatNumber")}
        />
        <TextField
          id={field("phone")}
          label="Telefono"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
      </div>
      <TextAreaField
        id={field("address")}
        label="Indirizzo"
        rows={2}
        error={errors.address?.message}
        {...form.register("address")}
      />
      <SwitchController
        control={form.control}
        name="isActive"
        id={field("isActive")}
        label="Cliente attivo"
        hint="Un cliente disattivato non può accedere all'area clienti e le sue sessioni vengono chiuse."
      />
    </EntityDialog>
  );
}
