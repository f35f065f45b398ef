import type { z } from "zod";
import { useWatch } from "react-hook-form";
import {
  customerCreateSchema,
  customerUpdateSchema,
  type AdminCustomer,
  type CustomerCreateInput,
  type CustomerForm,
} from "../customers.schema";
import { passwordPolicyMessages, passwordRuleText } from "#features/auth/password-policy";
import { apiErrorMessage } from "#kit/lib/api-errors";
import { dialogTitles, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { apiFieldIssues } from "#kit/admin/mutation-toasts";
import { saveThrough, useEntityForm } from "#kit/admin/use-entity-form";
import { useCustomerMutations } from "./customer-api";

/**
 * A new customer gets the link to set a password, or a password typed by hand; an edited one
 * keeps the current password when it is left blank.
 */
const schemaFor = (customer: AdminCustomer | null): z.ZodType<CustomerCreateInput, CustomerForm> =>
  customer ? customerUpdateSchema : customerCreateSchema;

function defaults(customer: AdminCustomer | null) {
  return {
    firstName: customer?.firstName ?? "",
    lastName: customer?.lastName ?? "",
    email: customer?.email ?? "",
    ...(customer ? {} : { sendAccessLink: true }),
    passwordHash: "",
    companyName: customer?.companyName ?? "",
    vatNumber: customer?.vatNumber ?? "",
    address: customer?.address ?? "",
    phone: customer?.phone ?? "",
    isActive: customer?.isActive ?? true,
  };
}

const Field = entityFields<CustomerForm>();

/** The mutation's toast says it too; the field says which value to change. */
function serverIssues(error: unknown) {
  if (apiErrorMessage(error) === passwordPolicyMessages.common) {
    return [{ path: "passwordHash", message: passwordPolicyMessages.common }];
  }
  return apiFieldIssues(error);
}

/**
 * Create/edit dialog of a customer account. A new customer is mailed a link to set their
 * password (the default), or gets a password typed by hand: an explicit choice that shows the
 * field. The typed password travels in `passwordHash` (null = unchanged); a common password
 * refused by the server is shown under its field.
 */
export function CustomerDialog(props: EntityDialogProps<AdminCustomer>) {
  const customer = props.item;
  const entity = useEntityForm(props, {
    titles: dialogTitles({ noun: "cliente" }),
    schema: schemaFor(customer),
    defaults,
    ...saveThrough(useCustomerMutations()),
    issues: serverIssues,
  });
  const sendLink = useWatch({ control: entity.form.control, name: "sendAccessLink" });
  const typed = customer !== null || sendLink === false;

  return (
    <EntityDialog
      entity={entity}
      description="Con la sua email e la sua password il cliente accede all'area clienti e vede i servizi assegnati."
      size="lg"
      className="grid gap-5"
    >
      {customer ? null : (
        <Field.Switch
          name="sendAccessLink"
          label="Invia un link per impostare la password"
          hint={
            sendLink === false
              ? "Scrivi tu la password e comunicala al cliente in modo sicuro."
              : "Il cliente riceve per email un link valido 72 ore e una sola volta per scegliere la sua password."
          }
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field.Text name="firstName" label="Nome" required autoComplete="off" />
        <Field.Text name="lastName" label="Cognome" required autoComplete="off" />
        <Field.Email name="email" />
        {typed ? (
          <Field.Text
            name="passwordHash"
            label="Password"
            type="password"
            required={!customer}
            autoComplete="new-password"
            hint={
              customer
                ? `Lascia vuoto per mantenere la password attuale; una nuova password chiude le sessioni aperte. ${passwordRuleText("customer")}`
                : `${passwordRuleText("customer")} Comunicala al cliente in modo sicuro.`
            }
          />
        ) : null}
        <Field.Text name="companyName" label="Azienda" autoComplete="off" />
        <Field.Text name="vatNumber" label="Partita IVA" autoComplete="off" />
        <Field.Text name="phone" label="Telefono" type="tel" autoComplete="off" />
      </div>
      <Field.Area name="address" label="Indirizzo" rows={2} />
      <Field.Switch
        name="isActive"
        label="Cliente attivo"
        hint="Un cliente disattivato non può accedere all'area clienti e le sue sessioni vengono chiuse."
      />
    </EntityDialog>
  );
}
