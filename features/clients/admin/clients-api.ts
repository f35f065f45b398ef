import { apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminClientRoutes } from "../api/admin";
import { adminDashboardQueryKey } from "#features/admin/admin-tab-href";

/**
 * The Referenze tab's data: the paged GET /api/admin/clients (useAdminList) and the writes; the
 * dashboard counts the clients too.
 */
export const clientsApi = crudApi(
  "/api/admin/clients",
  apiClient<ReturnType<typeof adminClientRoutes>>,
  [adminDashboardQueryKey],
);
