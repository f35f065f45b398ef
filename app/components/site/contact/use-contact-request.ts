import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { HONEYPOT_FIELD, type ContactPayload } from "../../../../domain/contact/contact.schema";

/** Query key of cached contact data, refreshed after every successful send (spec section 7). */
export const contactsQueryKey = ["contacts"] as const;

/** What the forms send to POST /api/contact: the shared payload plus the honeypot. */
export type ContactRequest = ContactPayload & { [HONEYPOT_FIELD]: string };

/** The answer of POST /api/contact (201); its fields are not needed by the forms. */
export type ContactAnswer = { id?: number; message?: string } | null;

/** POST /api/contact as a TanStack Query mutation (no retries, as the query client says). */
export function useContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ContactRequest) =>
      apiRequest<ContactAnswer>("POST", "/api/contact", payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
  });
}
