import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import type { RequestDecisionForm } from "#features/support-desk/desk.schema";
import { toastError, toastSuccess } from "#kit/admin/mutation-toasts";
import type { adminRenewalRequestRoutes } from "../api/desk";

/** The desk's renewal request calls (decision 033): the paged list's path and the decision. */
export const renewalRequestsPath = "/api/admin/renewal-requests";

const renewals = apiClient<ReturnType<typeof adminRenewalRequestRoutes>>(renewalRequestsPath);

export function useRenewalDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RequestDecisionForm }) =>
      answer(renewals[":id"].$put({ param: { id: String(id) }, json: input })),
    onSuccess: async (request) => {
      toastSuccess(
        request.status === "approved" ? "Rinnovo approvato" : "Rinnovo respinto",
        "Il cliente riceverà l'esito per email.",
      );
      await client.invalidateQueries({ queryKey: [renewalRequestsPath] });
    },
    onError: (error) => toastError("Errore durante l'aggiornamento", error),
  });
}
