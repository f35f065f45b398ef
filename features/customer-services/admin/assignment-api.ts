import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import { toast } from "#app/lib/use-toast";
import type { AssignServiceInput, UpdateServiceInput } from "../customer-services.schema";
import type { adminCustomerServiceRoutes } from "../api/admin";
import { customersQueryKey } from "#features/customers/admin/customer-api";
import { toastAdminError } from "#features/customers/admin/admin-error-toast";

/** The services of a customer, under /api/admin/customers/{id}/services. */
const services = apiClient<ReturnType<typeof adminCustomerServiceRoutes>>("/api/admin/customers");

/**
 * The dialogs hand over their parsed values (dates as Date): sent as JSON, a Date is its ISO
 * text, which the server's date fields read; the cast says so to the typed client.
 */
const asSent = <T>(input: unknown) => input as T;
type AssignBody = Parameters<(typeof services)[":id"]["services"]["$post"]>[0]["json"];
type UpdateBody = Parameters<(typeof services)[":id"]["services"][":serviceId"]["$put"]>[0]["json"];

export const customerServicesQueryKey = (customerId: number) =>
  [...customersQueryKey, customerId, "services"] as const;

export function useCustomerServices(customerId: number | null) {
  return useQuery({
    queryKey: customerServicesQueryKey(customerId ?? 0),
    queryFn: () => answer(services[":id"].services.$get({ param: { id: String(customerId) } })),
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
      answer(
        services[":id"].services.$post({
          param: { id: String(customerId) },
          json: asSent<AssignBody>(input),
        }),
      ),
    onSuccess: async (service) => {
      toast({ title: "Servizio assegnato", description: `"${service.serviceName}" è attivo.` });
      await refresh();
    },
    onError: (error) => toastAdminError(error, "Errore durante l'assegnazione del servizio"),
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateServiceInput }) =>
      answer(
        services[":id"].services[":serviceId"].$put({
          param: { id: String(customerId), serviceId: String(id) },
          json: asSent<UpdateBody>(input),
        }),
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
