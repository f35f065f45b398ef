import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#app/lib/api-client";
import type { PublicHero } from "../public-hero";
import type { HeroVariantInput } from "../hero.schema";
import type { adminHeroRoutes } from "../api/admin";
import type { heroRoutes } from "../api/public";

/** The Heroes tab's data: GET /api/hero-variants (an admin gets every variant) and the writes. */
export const heroVariantsQueryKey = ["/api/hero-variants"] as const;

export type HeroVariantRecord = PublicHero;

const publicHeroes = apiClient<ReturnType<typeof heroRoutes>>("/api/hero-variants");
const adminHeroes = apiClient<ReturnType<typeof adminHeroRoutes>>("/api/admin/hero-variants");
const param = (id: number) => ({ id: String(id) });

export const useHeroVariants = () =>
  useQuery({
    queryKey: heroVariantsQueryKey,
    queryFn: () => answer(publicHeroes.index.$get()),
  });

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
