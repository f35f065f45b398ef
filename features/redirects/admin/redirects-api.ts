import { useQuery } from "@tanstack/react-query";
import { apiClient } from "#kit/lib/api-client";
import { getJson } from "#kit/lib/api";
import { crudApi } from "#kit/admin/crud-api";
import type { adminRedirectRoutes } from "../api/admin";
import type { RedirectTarget } from "../redirect.schema";

/** The 404 log's list (GET /api/admin/redirects/not-found, decision 062). */
export const NOT_FOUND_PATH = "/api/admin/redirects/not-found";

const TARGETS_PATH = "/api/admin/redirects/targets";

/**
 * The Reindirizzamenti tab's data: the paged list and the writes; a save also refreshes the 404
 * log (an address that got a redirect leaves it) and the pages offered.
 */
export const redirectsApi = crudApi(
  "/api/admin/redirects",
  apiClient<ReturnType<typeof adminRedirectRoutes>>,
  [[NOT_FOUND_PATH]],
);

/** The pages, posts and platforms a redirect may lead to. */
export const useRedirectTargets = () =>
  useQuery({ queryKey: [TARGETS_PATH], queryFn: () => getJson<RedirectTarget[]>(TARGETS_PATH) });
