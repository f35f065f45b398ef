import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson } from "#app/lib/api";
import { answer, apiClient } from "#app/lib/api-client";
import type { SolutionInput, SolutionRecord } from "../solutions.schema";
import type { adminSolutionRoutes } from "../api/admin";

/** The Piattaforme tab's data: GET /api/admin/solutions (drafts too) and the writes. */
export const solutionsQueryKey = ["/api/admin/solutions"] as const;

const solutions = apiClient<ReturnType<typeof adminSolutionRoutes>>("/api/admin/solutions");

export const useSolutions = () =>
  useQuery({
    queryKey: solutionsQueryKey,
    // The list route is described but not in the routes' type (server/http/crud-routes.ts).
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
        ? answer(solutions.index.$post({ json: payload }))
        : answer(solutions[":id"].$put({ param: { id: String(id) }, json: payload })),
    onSuccess: invalidate,
  });
}

export function useDeleteSolution() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => answer(solutions[":id"].$delete({ param: { id: String(id) } })),
    onSuccess: invalidate,
  });
}
