import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api";
import { toast } from "#app/lib/use-toast";
import type { AdminContact } from "../contact-inbox";
import { adminDashboardQueryKey } from "#app/components/admin/tabs/dashboard-tab";
import { toastApiError } from "./toast-api-error";

export const adminContactsQueryKey = ["/api/admin/contacts"] as const;

/** Mark as read and delete, with their toasts; both refresh the inbox and the dashboard. */
export function useContactActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminContactsQueryKey }),
      queryClient.invalidateQueries({ queryKey: adminDashboardQueryKey }),
    ]);

  const markRead = useMutation({
    mutationFn: (id: number) => apiRequest<AdminContact>("PUT", `/api/admin/contacts/${id}/read`),
    onSuccess: async (updated) => {
      queryClient.setQueryData<AdminContact[]>(adminContactsQueryKey, (list) =>
        list?.map((contact) => (contact.id === updated.id ? updated : contact)),
      );
      toast({ title: "Messaggio segnato come letto" });
      await refresh();
    },
    onError: (error) => toastApiError(error, { text: "Errore durante l'aggiornamento" }),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/contacts/${id}`),
    onSuccess: async (_data, id) => {
      queryClient.setQueryData<AdminContact[]>(adminContactsQueryKey, (list) =>
        list?.filter((contact) => contact.id !== id),
      );
      toast({ title: "Contatto eliminato" });
      await refresh();
    },
    onError: (error) => toastApiError(error, { text: "Errore durante l'eliminazione" }),
  });

  return { markRead, remove };
}
