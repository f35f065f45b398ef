import { useMutation, useQuery } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { byId, crudApi } from "#kit/admin/crud-api";
import type { PublicHero } from "../public-hero";
import type { adminHeroRoutes } from "../api/admin";

type HeroRoutes = ReturnType<typeof adminHeroRoutes>;

/** The Heroes tab's data: the paged GET /api/admin/hero-variants (useAdminList) and the writes. */
export const heroApi = crudApi("/api/admin/hero-variants", apiClient<HeroRoutes>);

export type HeroVariantRecord = PublicHero;

const heroes = apiClient<HeroRoutes>(heroApi.path);

/** POST /api/admin/hero-variants/{id}/activate: that variant goes on the home page. */
export function useActivateHeroVariant() {
  const onSettled = heroApi.useRefreshList();
  return useMutation({
    mutationFn: (id: number) => answer(heroes[":id"].activate.$post(byId(id))),
    onSettled,
  });
}

/**
 * GET /api/admin/hero-variants/shown: the id of the variant the home page shows now (its period
 * or the active one), under the list's key, so every write of the tab asks for it again.
 */
export function useShownHeroId(): number | null {
  const { data } = useQuery({
    queryKey: [heroApi.path, "shown"],
    queryFn: () => answer(heroes.shown.$get()),
  });
  return data?.id ?? null;
}
