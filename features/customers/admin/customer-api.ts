import { useQuery } from "@tanstack/react-query";
import { useRefresh } from "#kit/admin/crud-api";
import { answer, apiClient } from "#kit/lib/api-client";
import {
  wantsAccessLink,
  type AdminCustomer,
  type CustomerCreateInput,
  type CustomerUpdateInput,
} from "../customers.schema";
import { useToastedMutation } from "#kit/admin/toasted-mutation";
import type { adminCustomerRoutes } from "../api/admin";

const customers = apiClient<ReturnType<typeof adminCustomerRoutes>>("/api/admin/customers");
/** The typed client of /api/admin/customers. */
export const customersClient = customers;
type CreateBody = Parameters<typeof customers.index.$post>[0]["json"];

/** The customers list (paged, useAdminList); a customer's services live under the same prefix. */
export const customersPath = "/api/admin/customers";
export const customersQueryKey = [customersPath] as const;

/** Every customer with the fields a picker shows (recipients, ticket filter, assignments). */
export function useCustomerOptions() {
  return useQuery({
    queryKey: [...customersQueryKey, "options"],
    queryFn: () => answer(customers.options.$get()),
  });
}

const fullName = (customer: Pick<AdminCustomer, "firstName" | "lastName">) =>
  `${customer.firstName} ${customer.lastName}`;

/** Create, update and delete with their toasts; each refreshes the customers and services. */
export function useCustomerMutations() {
  const refresh = useRefresh(customersQueryKey);

  const create = useToastedMutation(
    (input: CustomerCreateInput) => answer(customers.index.$post({ json: input as CreateBody })),
    {
      saved: (customer, input) => ({
        title: "Cliente creato",
        description: wantsAccessLink(input)
          ? `Abbiamo inviato a ${customer.email} il link per impostare la password.`
          : `${fullName(customer)} può accedere all'area clienti.`,
      }),
      failed: "Errore durante la creazione del cliente",
      refresh,
    },
  );

  const update = useToastedMutation(
    ({ id, input }: { id: number; input: Partial<CustomerUpdateInput> }) =>
      answer(customers[":id"].$patch({ param: { id: String(id) }, json: input })),
    {
      saved: (customer) => ({
        title: "Cliente aggiornato",
        description: customer.isActive
          ? `I dati di ${fullName(customer)} sono stati salvati.`
          : `${fullName(customer)} è disattivato: le sue sessioni sono state chiuse.`,
      }),
      failed: "Errore durante l'aggiornamento del cliente",
      refresh,
    },
  );

  const remove = useToastedMutation(
    (customer: AdminCustomer) =>
      answer(customers[":id"].$delete({ param: { id: String(customer.id) } })),
    {
      saved: (_data, customer) => ({
        title: "Cliente eliminato",
        description: `${fullName(customer)} è stato eliminato.`,
      }),
      failed: "Errore durante l'eliminazione del cliente",
      refresh,
    },
  );

  const sendLink = useToastedMutation(
    (customer: AdminCustomer) =>
      answer(customers[":id"]["access-link"].$post({ param: { id: String(customer.id) } })),
    {
      saved: (customer) => ({
        title: "Link di accesso inviato",
        description: `Abbiamo inviato a ${customer.email} un nuovo link: quelli precedenti non valgono più.`,
      }),
      failed: "Errore durante l'invio del link di accesso",
      refresh,
    },
  );

  return { create, update, remove, sendLink };
}
