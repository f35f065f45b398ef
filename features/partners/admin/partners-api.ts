import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import type { PartnerInput, PartnerRecord } from "../partners.schema";

/**
 * The Partner Certificati tab's data: GET /api/certified-partners (an admin gets the inactive
 * partners too) and the admin writes.
 */
export const partnersQueryKey = ["/api/certified-partners"] as const;

export const usePartners = () =>
  useQuery({
    queryKey: partnersQueryKey,
    queryFn: () => getJson<PartnerRecord[]>("/api/certified-partners"),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: partnersQueryKey });
}

export function useSavePartner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: PartnerInput }) =>
      id === null
        ? apiRequest<PartnerRecord>("POST", "/api/admin/certified-partners", payload)
        : apiRequest<PartnerRecord>("PUT", `/api/admin/certified-partners/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useDeletePartner() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/certified-partners/${id}`),
    onSuccess: invalidate,
  });
}
