import { useQuery } from "@tanstack/react-query";
import { getJson } from "#kit/lib/api";
import type { AttentionCounts } from "#features/admin/attention";

/**
 * The needs-attention counters (GET /api/admin/dashboard/attention), shared by the dashboard and
 * the sidebar badges. Under the dashboard's key, so whatever refreshes the dashboard refreshes
 * them too; the AdminQueryProvider also refreshes them after every successful admin write.
 */
export const attentionQueryKey = ["/api/admin/dashboard", "attention"] as const;

export const useAttention = () =>
  useQuery({
    queryKey: attentionQueryKey,
    queryFn: () => getJson<AttentionCounts>("/api/admin/dashboard/attention"),
  });
