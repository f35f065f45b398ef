import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#kit/lib/api";
import { useRefresh } from "#kit/admin/crud-api";
import { toast } from "#kit/lib/use-toast";
import type { AdminContact } from "../contact-inbox";
import type { Page } from "#kit/admin/use-admin-list";
import { adminDashboardQueryKey } from "#features/admin/admin-tab-href";
import { toastApiError } from "./toast-api-error";

export const adminContactsPath = "/api/admin/contacts";
/** The inbox's pages (useAdminList) and its counters share this prefix. */
export const adminContactsQueryKey = [adminContactsPath] as const;

/** Puts a changed message in every cached page of the inbox. */
const inPages = (updated: AdminContact) => (page: Page<AdminContact> | undefined) =>
  page?.items
    ? { ...page, items: page.items.map((c) => (c.id === updated.id ? updated : c)) }
    : page;

/** Mark as read and delete, with their toasts; both refresh the inbox and the dashboard. */
export function useContactActions() {
  const queryClient = useQueryClient();
  const refresh = useRefresh(adminContactsQueryKey, adminDashboardQueryKey);

  const markRead = useMutation({
    mutationFn: (id: number) => apiRequest<AdminContact>("PUT", `/api/admin/contacts/${id}/read`),
    // The cached pages show the change at once; the refresh runs behind, so the dialog is no
    // longer busy (and closes when asked) while the counters and the list reload.
    onSuccess: (updated) => {
      queryClient.setQueriesData<Page<AdminContact>>(
        { queryKey: adminContactsQueryKey },
        inPages(updated),
      );
      toast({ title: "Messaggio segnato come letto" });
      void refresh();
    },
    onError: (error) => toastApiError(error, { text: "Errore durante l'aggiornamento" }),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/contacts/${id}`),
    onSuccess: async () => {
      toast({ title: "Contatto eliminato" });
      await refresh();
    },
    onError: (error) => toastApiError(error, { text: "Errore durante l'eliminazione" }),
  });

  return { markRead, remove };
}
