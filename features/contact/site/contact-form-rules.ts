import { HONEYPOT_FIELD } from "../contact-fields";
import { submissionKeyOf, SUBMISSION_KEY_FIELD, type KeyedValues } from "../submission-key";
import { problemsResolver } from "./form-rules";
import type { ContactRequest } from "./use-contact-request";

/** The contact form state (../shared/spec/public-site.md §3), plus the honeypot. */
export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  message: string;
  /** Not a field of the page's form: always sent empty (spec: "budget (default empty)"). */
  budget: string;
  terms: boolean;
  [HONEYPOT_FIELD]: string;
};

export type ContactField = "name" | "email" | "company" | "message" | "terms";

export const contactDefaults: ContactFormValues = {
  name: "",
  email: "",
  company: "",
  message: "",
  budget: "",
  terms: false,
  [HONEYPOT_FIELD]: "",
};

/** POST /api/contact payload of the contact page. */
export function contactPayload(values: KeyedValues<ContactFormValues>): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
    budget: values.budget,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
    // The hidden field's idempotency key, when the form was posted without JavaScript.
    [SUBMISSION_KEY_FIELD]: submissionKeyOf(values),
  };
}

/** The form's checks; they need zod, loaded with the first validation, not with the page. */
export const contactResolver = problemsResolver<ContactFormValues>(async (values) =>
  (await import("./contact-problems")).contactProblems(values),
);

/** The answer to an unticked terms box (a toast with JavaScript, by the box without). */
export const TERMS_REQUIRED = "Devi accettare i termini e condizioni per continuare.";

/** The success text, in the toast or on the page drawn again. */
export const CONTACT_SENT = "Grazie per la tua richiesta. Ti contatteremo presto.";

/** A failure the server did not explain. */
export const SEND_FAILED = "Si è verificato un errore. Riprova più tardi.";
