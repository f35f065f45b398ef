import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "#kit/lib/api";

/** The log's admin API (features/activity/api/admin.ts). */
export const activityPath = "/api/admin/activity";

export type ActivityChoices = { users: string[]; entities: string[] };

export function useActivityChoices() {
  return useQuery({
    queryKey: [activityPath, "choices"],
    queryFn: () => getJson<ActivityChoices>(`${activityPath}/choices`),
  });
}

const retentionKey = [activityPath, "retention"];

export function useRetention() {
  return useQuery({
    queryKey: retentionKey,
    queryFn: () => getJson<{ months: number }>(`${activityPath}/retention`),
  });
}

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (months: number) =>
      apiRequest<{ months: number }>("PUT", `${activityPath}/retention`, { months }),
    onSuccess: (saved) => {
      client.setQueryData(retentionKey, saved);
      void client.invalidateQueries({ queryKey: [activityPath] });
    },
  });
}
