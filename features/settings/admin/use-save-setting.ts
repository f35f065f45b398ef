import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#kit/lib/api";
import { toast } from "#kit/lib/use-toast";
import type { AdminSetting, AdminSettingKey } from "../settings.schema";
import { toastApiError } from "#features/contact/admin/toast-api-error";

export const adminSettingsQueryKey = ["/api/admin/settings"] as const;

/** PUT /api/admin/settings/{key}: toast on save, and on error with the server's message. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: AdminSettingKey; value: string }) =>
      apiRequest<AdminSetting>("PUT", `/api/admin/settings/${key}`, { value }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminSetting[]>(adminSettingsQueryKey, (list) =>
        list?.map((setting) => (setting.key === saved.key ? saved : setting)),
      );
      toast({ title: "Impostazione salvata", description: saved.description });
    },
    onError: (error) =>
      toastApiError(error, { text: "Errore durante l'aggiornamento", withServerMessage: true }),
  });
}
