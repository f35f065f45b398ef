import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#app/lib/api";
import type { PublicHero } from "../public-hero";
import type { HeroVariantInput } from "../hero.schema";

/** The Heroes tab's data: GET /api/hero-variants (an admin gets every variant) and the writes. */
export const heroVariantsQueryKey = ["/api/hero-variants"] as const;

export type HeroVariantRecord = PublicHero;

export const useHeroVariants = () =>
  useQuery({
    queryKey: heroVariantsQueryKey,
    queryFn: () => getJson<HeroVariantRecord[]>("/api/hero-variants"),
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
        ? apiRequest<HeroVariantRecord>("POST", "/api/admin/hero-variants", payload)
        : apiRequest<HeroVariantRecord>("PUT", `/api/admin/hero-variants/${id}`, payload),
    onSuccess: invalidate,
  });
}

export function useActivateHeroVariant() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<HeroVariantRecord>("POST", `/api/admin/hero-variants/${id}/activate`),
    onSettled: invalidate,
  });
}

export function useDeleteHeroVariant() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>("DELETE", `/api/admin/hero-variants/${id}`),
    onSuccess: invalidate,
  });
}
