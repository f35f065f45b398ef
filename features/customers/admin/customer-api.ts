import { useMutation, useQuery } from "@tanstack/react-query";
import { useRefresh } from "#app/components/admin/shared/crud-api";
import { answer, apiClient } from "#app/lib/api-client";
import { toast } from "#app/lib/use-toast";
import type { AdminCustomer, CustomerUpdateInput } from "../customers.schema";
import { toastAdminError } from "./admin-error-toast";
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

  const create = useMutation({
    mutationFn: (input: CustomerUpdateInput) =>
      // The form type allows no password (edits); the create dialog requires one, the server too.
      answer(customers.index.$post({ json: input as CreateBody })),
    onSuccess: async (customer) => {
      toast({
        title: "Cliente creato",
        description: `${fullName(customer)} può accedere all'area clienti.`,
      });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante la creazione del cliente"),
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<CustomerUpdateInput> }) =>
      answer(customers[":id"].$patch({ param: { id: String(id) }, json: input })),
    onSuccess: async (customer) => {
      toast({
        title: "Cliente aggiornato",
        description: customer.isActive
          ? `I dati di ${fullName(customer)} sono stati salvati.`
          : `${fullName(customer)} è disattivato: le sue sessioni sono state chiuse.`,
      });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'aggiornamento del cliente"),
  });

  const remove = useMutation({
    mutationFn: (customer: AdminCustomer) =>
      answer(customers[":id"].$delete({ param: { id: String(customer.id) } })),
    onSuccess: async (_data, customer) => {
      toast({
        title: "Cliente eliminato",
        description: `${fullName(customer)} è stato eliminato.`,
      });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'eliminazione del cliente"),
  });

  return { create, update, remove };
}
