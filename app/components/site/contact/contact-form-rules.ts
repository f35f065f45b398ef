import { HONEYPOT_FIELD } from "../../../../domain/contact/contact.schema";
import { checkTextFields, type Problems } from "./form-rules";
import type { ContactRequest } from "./use-contact-request";

/** The contact form state (public-site.md section 3), plus the honeypot. */
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

const requiredText = ["name", "email", "message"] as const;

const missingText: Record<(typeof requiredText)[number], string> = {
  name: "Inserisci il tuo nome",
  email: "Inserisci il tuo indirizzo email",
  message: "Scrivi il tuo messaggio",
};

/**
 * Name, email and message are required and must pass the shared schema (Italian messages
 * inline). The terms checkbox is not checked here: the form answers it with its own toast.
 */
export function contactProblems(values: ContactFormValues): Problems<ContactField> {
  return checkTextFields(values, requiredText, missingText);
}

/** POST /api/contact payload of the contact page. */
export function contactPayload(values: ContactFormValues): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
    budget: values.budget,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
