import { HONEYPOT_FIELD } from "../contact-fields";
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
