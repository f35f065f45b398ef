import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { SolutionInput } from "../solutions.schema";
import type { adminSolutionRoutes } from "../api/admin";

/** The Piattaforme tab's data: the paged GET /api/admin/solutions (drafts too) and the writes. */
export const solutionsPath = "/api/admin/solutions";
export const solutionsQueryKey = [solutionsPath] as const;

const solutions = apiClient<ReturnType<typeof adminSolutionRoutes>>("/api/admin/solutions");

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
