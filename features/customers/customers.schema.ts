import { z } from "#kit/lib/zod";
import { notText, optionalText, singleLineText } from "../shared/text-fields";
import { customerProfileSchema } from "../auth/auth.schema";
import {
  newPasswordField as policyPasswordField,
  PASSWORD_MIN_LENGTH,
  passwordPolicyMessages,
} from "../auth/password-policy";
import { RESET_MAILS_PER_HOUR } from "../auth/password-reset.schema";

/**
 * Customer accounts (../shared/spec/back-office.md §3, §5). Browser-safe: shared by the admin
 * dialog and the API. As the spec says, the form sends the typed password in `passwordHash`;
 * the server hashes it (argon2id) and never returns the stored hash.
 */
/** A customer's access link (invitation or reset by the company) stays valid for 72 hours. */
export const ACCESS_LINK_TTL_MS = 72 * 60 * 60 * 1000;
/** At most this many links are mailed to one customer an hour, as for the reset. */
export const ACCESS_LINKS_PER_HOUR = RESET_MAILS_PER_HOUR;

export const customerMessages = {
  required: "Nome, Cognome ed Email sono campi obbligatori",
  firstName: "Nome richiesto",
  lastName: "Cognome richiesto",
  email: "Email non valida",
  passwordRequired: "La password è obbligatoria per i nuovi clienti",
  passwordTooShort: passwordPolicyMessages.tooShort(PASSWORD_MIN_LENGTH.customer),
  passwordTooLong: passwordPolicyMessages.tooLong,
  nameTooLong: "Il campo può contenere al massimo 255 caratteri",
  shortField: "Il campo può contenere al massimo 50 caratteri",
  address: "L'indirizzo può contenere al massimo 1.000 caratteri",
  isActive: "Lo stato deve essere attivo o disattivato",
  emailTaken: "Esiste già un cliente con questa email",
  notFound: "Cliente non trovato",
  sendAccessLink: "Scegli se inviare il link o impostare la password",
  inactive: "Il cliente è disattivato: riattivalo prima di inviargli il link di accesso",
  linksCapped: `A questo cliente sono già stati inviati ${ACCESS_LINKS_PER_HOUR} link nell'ultima ora: riprova più tardi`,
} as const;

function requiredName(short: string) {
  return singleLineText({ error: customerMessages.required })
    .min(1, { error: customerMessages.required, abort: true })
    .min(2, short)
    .max(255, customerMessages.nameTooLong);
}

/** The customer password policy (auth/password-policy.ts); the server also refuses common ones. */
const passwordText = policyPasswordField("customer", customerMessages.passwordRequired);

/** The typed password on edit: blank keeps the stored one (null). */
const changedPasswordField = z
  .union([z.literal(""), passwordText], { error: customerMessages.passwordTooShort })
  .nullish()
  .transform((value) => (value ? value : null));

function customerFields() {
  return {
    firstName: requiredName(customerMessages.firstName),
    lastName: requiredName(customerMessages.lastName),
    email: singleLineText({ error: customerMessages.required })
      .toLowerCase()
      .min(1, { error: customerMessages.required, abort: true })
      .max(255, customerMessages.email)
      .pipe(z.email(customerMessages.email)),
    companyName: optionalText(255, customerMessages.nameTooLong, { error: notText }),
    vatNumber: optionalText(50, customerMessages.shortField, { error: notText }),
    address: optionalText(1000, customerMessages.address, { multiline: true, error: notText }),
    phone: optionalText(50, customerMessages.shortField, { error: notText }),
    isActive: z.boolean({ error: customerMessages.isActive }).default(true),
  };
}

/**
 * POST /api/admin/customers. By default (`sendAccessLink` true, as the dialog has it) the new
 * customer gets no password but a mail with a 72-hour single-use link to set one; with
 * `sendAccessLink` false the typed password is required and set. Without the field, a typed
 * password is set and a blank one means the link.
 */
export const customerCreateSchema = z
  .object({
    ...customerFields(),
    sendAccessLink: z.boolean({ error: customerMessages.sendAccessLink }).optional(),
    passwordHash: changedPasswordField,
  })
  .superRefine((value, ctx) => {
    if (value.sendAccessLink === false && !value.passwordHash) {
      ctx.addIssue({
        code: "custom",
        path: ["passwordHash"],
        message: customerMessages.passwordRequired,
      });
    }
  });
/** PATCH /api/admin/customers/:id (the fields sent; blank password = unchanged). */
export const customerUpdateSchema = z.object({
  ...customerFields(),
  passwordHash: changedPasswordField,
});

/** What the dialog edits (`sendAccessLink` only when creating). */
export type CustomerForm = z.input<typeof customerCreateSchema>;
export type CustomerCreateInput = z.output<typeof customerCreateSchema>;
export type CustomerUpdateInput = z.output<typeof customerUpdateSchema>;

/** Whether a new customer gets the mailed link rather than the typed password. */
export const wantsAccessLink = (
  input: Pick<CustomerCreateInput, "sendAccessLink" | "passwordHash">,
) => input.sendAccessLink ?? !input.passwordHash;

/** A customer as the admin API returns it: never the password hash. */
export const adminCustomerSchema = customerProfileSchema.extend({
  id: z.number().int(),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomer = z.output<typeof adminCustomerSchema>;

/** A customer as the pickers get it (GET /api/admin/customers/options). */
export type CustomerOption = Pick<
  AdminCustomer,
  "id" | "firstName" | "lastName" | "companyName" | "email" | "isActive"
>;

export type CustomerStatusFilter = "all" | "active" | "inactive";

/** The list's search (name, email, company) and status filter, as the view applies them. */
export function filterCustomers<
  T extends Pick<AdminCustomer, "firstName" | "lastName" | "email" | "companyName" | "isActive">,
>(customers: readonly T[], search: string, status: CustomerStatusFilter): T[] {
  const words = search.trim().toLocaleLowerCase("it-IT").split(/\s+/).filter(Boolean);
  return customers.filter((customer) => {
    if (status === "active" && !customer.isActive) return false;
    if (status === "inactive" && customer.isActive) return false;
    const haystack = [customer.firstName, customer.lastName, customer.email, customer.companyName]
      .filter(Boolean)
      .join(" ")
      .toLocaleLowerCase("it-IT");
    return words.every((word) => haystack.includes(word));
  });
}
