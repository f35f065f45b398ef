/**
 * What a page action answers when a form arrives without JavaScript (decision 024): the page is
 * drawn again with it, showing the success or the refusal, the Italian errors by the fields and
 * what the visitor typed (never a password).
 */
export type FormOutcome = {
  /** The request went through. */
  ok: boolean;
  /** A message for the whole form: the success, or a refusal that is no field's. */
  message?: string;
  /** Italian messages by field name. */
  errors?: Record<string, string>;
  /** The fields as typed, to fill the form again (passwords left out). */
  values?: Record<string, string | boolean>;
};
