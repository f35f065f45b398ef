import { apiRequest } from "#kit/lib/api";
import { useRequest } from "#kit/lib/use-request";
import { HONEYPOT_FIELD } from "../contact-fields";
import type { ContactPayload } from "../contact.schema";

/** What the forms send to POST /api/contact: the shared payload plus the honeypot. */
export type ContactRequest = ContactPayload & { [HONEYPOT_FIELD]: string };

/** The answer of POST /api/contact (201); its fields are not needed by the forms. */
export type ContactAnswer = { id?: number; message?: string } | null;

/**
 * POST /api/contact, never retried. Contact data is cached only by the back office's contacts
 * tab, in the admin panel's own query client, which is made anew (and so reads the contacts
 * again) whenever the panel opens: there is nothing cached on a public page to refresh.
 */
export function useContactRequest() {
  return useRequest({
    mutationFn: (payload: ContactRequest) =>
      apiRequest<ContactAnswer>("POST", "/api/contact", payload),
  });
}
