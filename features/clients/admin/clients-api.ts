import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import type { ClientInput, ClientRecord } from "../clients.schema";
import { adminDashboardQueryKey } from "#app/components/admin/tabs/dashboard-tab";

/** The Referenze tab's data: GET /api/clients (every client) and the admin writes. */
export const clientsQueryKey = ["/api/clients"] as const;

export const useClients = () =>
  useQuery({ queryKey: clientsQueryKey, queryFn: () => getJson<ClientRecord[]>("/api/clients") });

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
        ? apiRequest<ClientRecord>("POST", "/api/admin/clients", payload)
        : apiRequest<ClientRecord>("PUT", `/api/admin/clients/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/clients/${id}`),
    onSuccess: invalidate,
  });
}
