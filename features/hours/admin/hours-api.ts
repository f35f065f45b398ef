import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import type { adminHoursRoutes } from "../api/desk";
import type { HourMovementForm } from "../hours.schema";
import { formatMinutes } from "../hour-values";

const hours = apiClient<ReturnType<typeof adminHoursRoutes>>("/api/admin/hours");
const param = (id: number) => ({ param: { id: String(id) } });

/** The monte ore's queries at the desk (decision 068); every write refreshes all of them. */
export const hoursKeys = {
  all: ["/api/admin/hours"] as const,
  service: (id: number) => ["/api/admin/hours", "service", id] as const,
  ticket: (id: number) => ["/api/admin/hours", "ticket", id] as const,
};

export const useServiceHours = (serviceId: number) =>
  useQuery({
    queryKey: hoursKeys.service(serviceId),
    queryFn: () => answer(hours.services[":id"].$get(param(serviceId))),
  });

export const useTicketHours = (ticketId: number) =>
  useQuery({
    queryKey: hoursKeys.ticket(ticketId),
    queryFn: () => answer(hours.tickets[":id"].$get(param(ticketId))),
  });

/** Adds a movement: the toast says the balance after it, and whether the customer was told. */
export function useAddMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HourMovementForm) => answer(hours.index.$post({ json: input })),
    onSuccess: async ({ balance, mailed }) => {
      toastSuccess(
        "Movimento registrato",
        `Saldo di ${balance.serviceName}: ${formatMinutes(balance.balanceMinutes)}.${
          mailed ? " Il cliente è stato avvisato che il monte ore è sotto la soglia." : ""
        }`,
      );
      await client.invalidateQueries({ queryKey: hoursKeys.all });
    },
  });
}

/** Deletes a movement (its time goes back to the balance). */
export function useDeleteMovement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answer(hours[":id"].$delete(param(id))),
    onSuccess: async ({ balance }) => {
      toastSuccess(
        "Movimento eliminato",
        `Saldo di ${balance.serviceName}: ${formatMinutes(balance.balanceMinutes)}.`,
      );
      await client.invalidateQueries({ queryKey: hoursKeys.all });
    },
    onError: (error) => toastError("Errore durante l'eliminazione", error),
  });
}
