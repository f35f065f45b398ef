import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { PartnerInput } from "../partners.schema";
import type { adminPartnerRoutes } from "../api/admin";

/**
 * The Partner Certificati tab's data: the paged GET /api/admin/certified-partners (inactive
 * partners too; useAdminList) and the admin writes.
 */
export const partnersPath = "/api/admin/certified-partners";
export const partnersQueryKey = [partnersPath] as const;

const adminPartners = apiClient<ReturnType<typeof adminPartnerRoutes>>(
  "/api/admin/certified-partners",
);

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnersQueryKey });
}

export function useSavePartner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: PartnerInput }) =>
      id === null
        ? answer(adminPartners.index.$post({ json: payload }))
        : answer(adminPartners[":id"].$put({ param: { id: String(id) }, json: payload })),
    onSuccess: invalidate,
  });
}

export function useDeletePartner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => answer(adminPartners[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}
