import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import type { adminPersonalDataRoutes } from "../api/admin";

const base = "/api/admin/personal-data";
const personalData = apiClient<ReturnType<typeof adminPersonalDataRoutes>>(base);
export const personalDataQueryKey = [base] as const;

/** What is held about `email` (null: no search yet). */
export function usePersonalDataSummary(email: string | null) {
  return useQuery({
    queryKey: [...personalDataQueryKey, email],
    queryFn: () => answer(personalData.index.$get({ query: { email: email ?? "" } })),
    enabled: email !== null,
    retry: false,
  });
}

/** The export's URL: a plain link, so the browser downloads the file itself. */
export const personalDataExportHref = (email: string) =>
  `${base}/export.zip?${new URLSearchParams({ email })}`;

/** The erasure; every search answer is read again afterwards. */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => answer(personalData.erase.$post({ json: { email } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalDataQueryKey }),
  });
}
