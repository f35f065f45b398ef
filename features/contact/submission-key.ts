/**
 * The idempotency key of a contact form send (decision 047), without zod: the forms make one per
 * attempt and send it with the message; the server stores one message per key, sender and text.
 */

/** The field's name in the JSON body and in the form posted without JavaScript. */
export const SUBMISSION_KEY_FIELD = "submissionKey";

/** 16 to 64 letters, digits, '-' or '_' (the forms send 32 hex digits). */
export const submissionKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** Form values that may hold the key: the page action's, read from the posted hidden field. */
export type KeyedValues<T> = T & { [SUBMISSION_KEY_FIELD]?: string | boolean };

export const SUBMISSION_KEY_INVALID = "La chiave dell'invio non è valida";

/** A new random key: 128 bits as 32 hex digits (getRandomValues works on plain HTTP too). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key of posted values, if one was sent as text. */
export function submissionKeyOf(values: KeyedValues<object>): string | undefined {
  const key = values[SUBMISSION_KEY_FIELD];
  return typeof key === "string" && key !== "" ? key : undefined;
}
