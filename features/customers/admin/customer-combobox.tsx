import { answer } from "#kit/lib/api-client";
import { getJson } from "#kit/lib/api";
import type { Page } from "#kit/lib/page";
import {
  RecordCombobox,
  type Choice,
  type RecordComboboxProps,
  type RecordSource,
} from "#kit/admin/record-combobox";
import type { AdminCustomer, CustomerOption } from "../customers.schema";
import { customersClient, customersPath } from "./customer-api";

/** The words a customer is listed and shown with. */
export function customerChoice(customer: CustomerOption): Choice {
  return {
    value: String(customer.id),
    label: `${customer.firstName} ${customer.lastName}${customer.companyName ? ` (${customer.companyName})` : ""}`,
    detail: `${customer.email}${customer.isActive ? "" : " · disattivato"}`,
  };
}

const customerSource: RecordSource<CustomerOption> = {
  path: customersPath,
  search: (q) =>
    getJson<Page<AdminCustomer>>(`${customersPath}?${new URLSearchParams(q ? { q } : {})}`),
  byId: (id) => answer(customersClient.options[":id"].$get({ param: { id } })),
  choice: customerChoice,
  texts: {
    failed: "Impossibile cercare i clienti.",
    searching: "Ricerca dei clienti...",
    none: "Nessun cliente corrisponde alla ricerca.",
    one: "1 cliente trovato.",
    many: (total) => `${total} clienti trovati.`,
    firstOf: (shown, total) => `Primi ${shown} clienti di ${total}: scrivi per restringere.`,
    gone: "Il cliente scelto non esiste più.",
  },
};

/**
 * A customer chosen by typing (decision 023): the admin kit's RecordCombobox on
 * `GET /api/admin/customers?q=` (name, e-mail or company) and `/options/{id}` for the chosen one.
 * The ticket desk's customer filter and the communications' single recipient use it.
 */
export function CustomerCombobox({
  placeholder = "Cerca per nome, email o azienda",
  ...props
}: RecordComboboxProps) {
  return <RecordCombobox source={customerSource} placeholder={placeholder} {...props} />;
}
