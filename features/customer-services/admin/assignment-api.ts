import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import { toast } from "#app/lib/use-toast";
import type {
  AdminCustomerService,
  AssignServiceInput,
  UpdateServiceInput,
} from "../customer-services.schema";
import { customersQueryKey } from "#features/customers/admin/customer-api";
import { toastAdminError } from "#features/customers/admin/admin-error-toast";

export const customerServicesQueryKey = (customerId: number) =>
  [...customersQueryKey, customerId, "services"] as const;

export function useCustomerServices(customerId: number | null) {
  return useQuery({
    queryKey: customerServicesQueryKey(customerId ?? 0),
    queryFn: () => getJson<AdminCustomerService[]>(`/api/admin/customers/${customerId}/services`),
    enabled: customerId !== null,
  });
}

/** Assign and update a service of one customer, with the spec's toasts. */
export function useAssignmentMutations(customerId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: customerServicesQueryKey(customerId ?? 0) });

  const assign = useMutation({
    mutationFn: (input: AssignServiceInput) =>
      apiRequest<AdminCustomerService>(
        "POST",
        `/api/admin/customers/${customerId}/services`,
        input,
      ),
    onSuccess: async (service) => {
      toast({ title: "Servizio assegnato", description: `"${service.serviceName}" è attivo.` });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'assegnazione del servizio"),
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateServiceInput }) =>
      apiRequest<AdminCustomerService>(
        "PUT",
        `/api/admin/customers/${customerId}/services/${id}`,
        input,
      ),
    onSuccess: async (service) => {
      toast({
        title: "Servizio aggiornato",
        description: `Le modifiche a "${service.serviceName}" sono state salvate.`,
      });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'aggiornamento del servizio"),
  });

  return { assign, update };
}
