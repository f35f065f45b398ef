import { useRef, useState } from "react";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "../submission-key";

/**
 * The idempotency key of a contact form's send (decision 047). With JavaScript, `current()` is
 * one key per send: the same for every try until `renew()` after a success. Without it, the
 * hidden field (`hiddenField`) carries a key made when the page was drawn, so the browser
 * posting the form twice sends it twice. The server binds the key to the sender and the text,
 * so the key that a cached page shares between visitors does not merge their messages.
 */
export function useSubmissionKey() {
  // The server's key stays in the HTML; the browser's own differs, on purpose.
  const [drawn] = useState(newSubmissionKey);
  const key = useRef<string | null>(null);
  return {
    hiddenField: {
      type: "hidden",
      name: SUBMISSION_KEY_FIELD,
      defaultValue: drawn,
      suppressHydrationWarning: true,
    },
    current: () => (key.current ??= newSubmissionKey()),
    renew: () => {
      key.current = null;
    },
  } as const;
}
