import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import { toast } from "#app/lib/use-toast";
import type { AdminCustomer, CustomerUpdateInput } from "../customers.schema";
import { toastAdminError } from "./admin-error-toast";

/** The customers list; a customer's services live under the same prefix. */
export const customersQueryKey = ["/api/admin/customers"] as const;

export function useCustomers() {
  return useQuery({
    queryKey: customersQueryKey,
    queryFn: () => getJson<AdminCustomer[]>("/api/admin/customers"),
  });
}

const fullName = (customer: Pick<AdminCustomer, "firstName" | "lastName">) =>
  `${customer.firstName} ${customer.lastName}`;

/** Create, update and delete with their toasts; each refreshes the customers and services. */
export function useCustomerMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: customersQueryKey });

  const create = useMutation({
    mutationFn: (input: CustomerUpdateInput) =>
      apiRequest<AdminCustomer>("POST", "/api/admin/customers", input),
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
      apiRequest<AdminCustomer>("PATCH", `/api/admin/customers/${id}`, input),
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
      apiRequest<null>("DELETE", `/api/admin/customers/${customer.id}`),
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
