import { useQuery } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { crudApi } from "#kit/admin/crud-api";
import type { adminCannedRepliesRoutes } from "../api/admin";

/** The tab's data: the paged GET /api/admin/canned-replies (useAdminList) and the writes. */
export const cannedRepliesApi = crudApi(
  "/api/admin/canned-replies",
  apiClient<ReturnType<typeof adminCannedRepliesRoutes>>,
);

const replies = apiClient<ReturnType<typeof adminCannedRepliesRoutes>>("/api/admin/canned-replies");

/** GET /api/admin/canned-replies/for-ticket/{id}: the replies with the customer's name in them. */
export function useRepliesForTicket(ticketId: number, enabled: boolean) {
  return useQuery({
    queryKey: [cannedRepliesApi.path, "for-ticket", ticketId],
    queryFn: () => answer(replies["for-ticket"][":id"].$get({ param: { id: String(ticketId) } })),
    enabled,
  });
}
