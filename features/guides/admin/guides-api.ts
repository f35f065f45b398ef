import { useQuery } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminGuideCategoryRoutes, adminGuideRoutes } from "../api/admin";

/** The 'Guide' tab's data: the paged GET /api/admin/guides (drafts too) and the writes. */
export const guidesApi = crudApi(
  "/api/admin/guides",
  apiClient<ReturnType<typeof adminGuideRoutes>>,
  [["/api/admin/guide-categories"]],
);

/** The 'Categorie guide' tab's data; a change refreshes the guides' list and the dialog's select. */
export const guideCategoriesApi = crudApi(
  "/api/admin/guide-categories",
  apiClient<ReturnType<typeof adminGuideCategoryRoutes>>,
  [["/api/admin/guides"]],
);

const guides = apiClient<ReturnType<typeof adminGuideRoutes>>("/api/admin/guides");

/** The categories a guide may be in, in order (the dialog's select and the list's filter). */
export function useGuideCategoryOptions() {
  return useQuery({
    queryKey: ["/api/admin/guides", "categories"],
    queryFn: () => answer(guides.categories.$get()),
  });
}
