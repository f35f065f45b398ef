import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import { toastError } from "#app/components/admin/shared/mutation-toasts";
import type { SoftwareInput, SoftwareItem } from "../software.schema";

/** GET /api/software: with the admin session it lists every item, inactive ones too. */
export const softwareQueryKey = ["/api/software"] as const;

export function useSoftwareList() {
  return useQuery({
    queryKey: softwareQueryKey,
    queryFn: () => getJson<SoftwareItem[]>("/api/software"),
  });
}

/** POST (no id) or PUT /api/admin/software; the list is fetched again afterwards. */
export function useSaveSoftware() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: SoftwareInput }) =>
      id === null
        ? apiRequest<SoftwareItem>("POST", "/api/admin/software", payload)
        : apiRequest<SoftwareItem>("PUT", `/api/admin/software/${id}`, payload),
    onSettled: () => client.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}

export function useDeleteSoftware() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/software/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}

/**
 * The destructive 'Errore' toast of a failed call, with the spec's text and the server's
 * message when it gave one. A 401 is left to the admin query provider (back to the login).
 */
export const toastSoftwareError = (error: unknown, text: string) => toastError(text, error);
