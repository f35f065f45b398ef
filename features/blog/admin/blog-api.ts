import { apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminBlogRoutes } from "../api/admin";
import { adminDashboardQueryKey } from "#features/admin/admin-tab-href";

/**
 * The Blog tab's data: the paged GET /api/admin/blog (drafts and scheduled posts too) and the
 * writes; the dashboard counts and lists the articles too.
 */
export const blogApi = crudApi("/api/admin/blog", apiClient<ReturnType<typeof adminBlogRoutes>>, [
  adminDashboardQueryKey,
]);
