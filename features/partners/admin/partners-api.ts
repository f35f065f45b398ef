import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { PartnerInput } from "../partners.schema";
import type { adminPartnerRoutes } from "../api/admin";
import type { partnerRoutes } from "../api/public";

/**
 * The Partner Certificati tab's data: GET /api/certified-partners (an admin gets the inactive
 * partners too) and the admin writes.
 */
export const partnersQueryKey = ["/api/certified-partners"] as const;

const publicPartners = apiClient<ReturnType<typeof partnerRoutes>>("/api/certified-partners");
const adminPartners = apiClient<ReturnType<typeof adminPartnerRoutes>>(
  "/api/admin/certified-partners",
);

export const usePartners = () =>
  useQuery({ queryKey: partnersQueryKey, queryFn: () => answer(publicPartners.index.$get()) });

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
