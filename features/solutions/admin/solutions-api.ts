import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import type { SolutionInput, SolutionRecord } from "../solutions.schema";

/** The Piattaforme tab's data: GET /api/admin/solutions (drafts too) and the writes. */
export const solutionsQueryKey = ["/api/admin/solutions"] as const;

export const useSolutions = () =>
  useQuery({
    queryKey: solutionsQueryKey,
    queryFn: () => getJson<SolutionRecord[]>("/api/admin/solutions"),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: solutionsQueryKey });
}

export function useSaveSolution() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: SolutionInput }) =>
      id === null
        ? apiRequest<SolutionRecord>("POST", "/api/admin/solutions", payload)
        : apiRequest<SolutionRecord>("PUT", `/api/admin/solutions/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteSolution() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/solutions/${id}`),
    onSuccess: invalidate,
  });
}
