import { apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminPartnerRoutes } from "../api/admin";

/**
 * The Partner Certificati tab's data: the paged GET /api/admin/certified-partners (inactive
 * partners too; useAdminList) and the admin writes.
 */
export const partnersApi = crudApi(
  "/api/admin/certified-partners",
  apiClient<ReturnType<typeof adminPartnerRoutes>>,
);
