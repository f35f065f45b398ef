import { apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminSoftwareRoutes } from "../api/admin";

/** The paged GET /api/admin/software (inactive items too; useAdminList) and the writes. */
export const softwareApi = crudApi(
  "/api/admin/software",
  apiClient<ReturnType<typeof adminSoftwareRoutes>>,
);
