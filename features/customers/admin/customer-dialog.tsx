import { useId } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import {
  customerCreateSchema,
  customerUpdateSchema,
  type AdminCustomer,
  type CustomerUpdateInput,
} from "../customers.schema";
import { passwordPolicyMessages, passwordRuleText } from "#features/auth/password-policy";
import { apiErrorMessage } from "#app/lib/api-errors";
import { AdminDialog, AdminDialogFooter } from "#app/components/admin/shared/admin-dialog";
import { TextAreaField, TextField } from "#app/components/admin/shared/form-fields";
import { SwitchController } from "#app/components/admin/shared/switch-controller";

type FormValues = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  companyName: string;
  vatNumber: string;
  address: string;
  phone: string;
  isActive: boolean;
};

type FormResolver = Resolver<FormValues, unknown, CustomerUpdateInput>;
const createResolver = zodResolver(customerCreateSchema) as unknown as FormResolver;
const updateResolver = zodResolver(customerUpdateSchema) as unknown as FormResolver;

function defaultsOf(customer: AdminCustomer | null): FormValues {
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

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; null opens the dialog in create mode. */
  customer: AdminCustomer | null;
  pending: boolean;
  /**
   * The form's values; the typed password travels in `passwordHash` (null = unchanged). Settles
   * when the save does; a common password refused by the server is shown under its field.
   */
  onSubmit: (input: CustomerUpdateInput) => Promise<unknown>;
};

/** Create/edit dialog of a customer account. */
export function CustomerDialog({ open, onOpenChange, customer, pending, onSubmit }: Props) {
  const id = useId();
  const form = useForm<FormValues, unknown, CustomerUpdateInput>({
    defaultValues: defaultsOf(customer),
    resolver: customer ? updateResolver : createResolver,
  });
  const { errors } = form.formState;
  const field = (name: keyof FormValues) => `${id}-${name}`;

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      size="lg"
      title={customer ? "Modifica cliente" : "Nuovo cliente"}
      description="Con email e password il cliente accede all'area clienti e vede i servizi assegnati."
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(async (input) => {
          try {
            await onSubmit(input);
          } catch (error) {
            // The mutation's toast says it too; the field says which value to change.
            if (apiErrorMessage(error) === passwordPolicyMessages.common) {
              form.setError("passwordHash", { message: passwordPolicyMessages.common });
            }
          }
        })}
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
        <AdminDialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Salvataggio..." : customer ? "Salva modifiche" : "Crea cliente"}
          </Button>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  );
}
