import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import { toastError } from "#app/components/admin/shared/mutation-toasts";
import type { SoftwareInput } from "../software.schema";
import type { adminSoftwareRoutes } from "../api/admin";

const adminSoftware = apiClient<ReturnType<typeof adminSoftwareRoutes>>("/api/admin/software");

/** The paged GET /api/admin/software (inactive items too; useAdminList). */
export const softwarePath = "/api/admin/software";
export const softwareQueryKey = [softwarePath] as const;

/** POST (no id) or PUT /api/admin/software; the list is fetched again afterwards. */
export function useSaveSoftware() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: SoftwareInput }) =>
      id === null
        ? answer(adminSoftware.index.$post({ json: payload }))
        : answer(adminSoftware[":id"].$put({ param: { id: String(id) }, json: payload })),
    onSettled: () => client.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}

export function useDeleteSoftware() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answer(adminSoftware[":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => client.invalidateQueries({ queryKey: softwareQueryKey }),
  });
}

/**
 * The destructive 'Errore' toast of a failed call, with the spec's text and the server's
 * message when it gave one. A 401 is left to the admin query provider (decision 025).
 */
export const toastSoftwareError = (error: unknown, text: string) => toastError(text, error);
