import { apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminSolutionRoutes } from "../api/admin";

/** The Piattaforme tab's data: the paged GET /api/admin/solutions (drafts too) and the writes. */
export const solutionsApi = crudApi(
  "/api/admin/solutions",
  apiClient<ReturnType<typeof adminSolutionRoutes>>,
);
