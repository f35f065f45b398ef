import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { ClientInput } from "../clients.schema";
import type { adminClientRoutes } from "../api/admin";
import { adminDashboardQueryKey } from "#app/components/admin/tabs/dashboard-tab";

/** The Referenze tab's data: the paged GET /api/admin/clients (useAdminList) and the writes. */
export const clientsPath = "/api/admin/clients";
export const clientsQueryKey = [clientsPath] as const;

const adminClients = apiClient<ReturnType<typeof adminClientRoutes>>("/api/admin/clients");

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: clientsQueryKey }),
      // The dashboard counts the clients.
      client.invalidateQueries({ queryKey: adminDashboardQueryKey }),
    ]);
}

export function useSaveClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: ClientInput }) =>
      id === null
        ? answer(adminClients.index.$post({ json: payload }))
        : answer(adminClients[":id"].$put({ param: { id: String(id) }, json: payload })),
    onSuccess: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => answer(adminClients[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}
