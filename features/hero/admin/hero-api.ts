import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { PublicHero } from "../public-hero";
import type { HeroVariantInput } from "../hero.schema";
import type { adminHeroRoutes } from "../api/admin";

/** The Heroes tab's data: the paged GET /api/admin/hero-variants (useAdminList) and the writes. */
export const heroVariantsPath = "/api/admin/hero-variants";
export const heroVariantsQueryKey = [heroVariantsPath] as const;

export type HeroVariantRecord = PublicHero;

const adminHeroes = apiClient<ReturnType<typeof adminHeroRoutes>>("/api/admin/hero-variants");
const param = (id: number) => ({ id: String(id) });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: heroVariantsQueryKey });
}

export function useSaveHeroVariant() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: HeroVariantInput }) =>
      id === null
        ? answer(adminHeroes.index.$post({ json: payload }))
        : answer(adminHeroes[":id"].$put({ param: param(id), json: payload })),
    onSuccess: invalidate,
  });
}

export function useActivateHeroVariant() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => answer(adminHeroes[":id"].activate.$post({ param: param(id) })),
    onSettled: invalidate,
  });
}

export function useDeleteHeroVariant() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => answer(adminHeroes[":id"].$delete({ param: param(id) })),
    onSuccess: invalidate,
  });
}
