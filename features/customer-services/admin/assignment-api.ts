import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { toast } from "#kit/lib/use-toast";
import type {
  AdminCustomerService,
  AssignServiceInput,
  UpdateServiceInput,
} from "../customer-services.schema";
import type { adminCustomerServiceRoutes } from "../api/admin";
import { customersQueryKey } from "#features/customers/admin/customer-api";
import { toastError } from "#kit/admin/mutation-toasts";
import { useToastedMutation } from "#kit/admin/toasted-mutation";

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

/** Every customer's services, paged (useAdminList, decision 023). */
export const assignmentsPath = "/api/admin/customers/services";

/** The service as it is, cancelled: what 'Annulla servizio' saves. */
export function cancelledService(service: AdminCustomerService): UpdateServiceInput {
  return {
    serviceName: service.serviceName,
    description: service.description,
    customPrice: service.customPrice,
    customPricePeriod: service.customPricePeriod,
    startDate: new Date(service.startDate),
    expiryDate: new Date(service.expiryDate),
    hoursRemaining: service.hoursRemaining,
    isRecurring: service.isRecurring,
    status: "cancelled",
  };
}

/** Assign, update and delete a service of one customer, with the spec's toasts. */
export function useAssignmentMutations(customerId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerServicesQueryKey(customerId ?? 0) }),
      queryClient.invalidateQueries({ queryKey: [assignmentsPath] }),
    ]);

  const assign = useToastedMutation(
    (input: AssignServiceInput) =>
      answer(
        services[":id"].services.$post({
          param: { id: String(customerId) },
          json: asSent<AssignBody>(input),
        }),
      ),
    {
      saved: (service) => ({
        title: "Servizio assegnato",
        description: `"${service.serviceName}" è attivo.`,
      }),
      failed: "Errore durante l'assegnazione del servizio",
      refresh,
    },
  );

  const update = useToastedMutation(
    ({ id, input }: { id: number; input: UpdateServiceInput }) =>
      answer(
        services[":id"].services[":serviceId"].$put({
          param: { id: String(customerId), serviceId: String(id) },
          json: asSent<UpdateBody>(input),
        }),
      ),
    {
      saved: (service) => ({
        title: "Servizio aggiornato",
        description: `Le modifiche a "${service.serviceName}" sono state salvate.`,
      }),
      failed: "Errore durante l'aggiornamento del servizio",
      refresh,
    },
  );

  /** Only a service no ticket or request names; otherwise 409 and the list shows it as it is. */
  const remove = useMutation({
    mutationFn: (service: AdminCustomerService) =>
      answer(
        services[":id"].services[":serviceId"].$delete({
          param: { id: String(customerId), serviceId: String(service.id) },
        }),
      ),
    onSuccess: () => toast({ title: "Servizio eliminato" }),
    onError: (error) => toastError("Errore durante l'eliminazione del servizio", error),
    onSettled: refresh,
  });

  return { assign, update, remove };
}
