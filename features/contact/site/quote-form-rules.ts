import { buildQuoteMessage, HONEYPOT_FIELD } from "../contact-fields";
import { checkTextFields } from "./field-checks";
import type { Problems } from "./form-rules";
import type { ContactRequest } from "./use-contact-request";

/** The quote request form state (../shared/spec/public-site.md §3), plus the honeypot. */
export type QuoteFormValues = {
  name: string;
  email: string;
  company: string;
  service: string;
  budget: string;
  timeline: string;
  message: string;
  privacy: boolean;
  [HONEYPOT_FIELD]: string;
};

export type QuoteField = Exclude<keyof QuoteFormValues, typeof HONEYPOT_FIELD>;

export { defaultServiceFor, FALLBACK_SERVICE } from "./quote-service";

/** An empty form with the default service preselected (also the state after a reset). */
export function quoteDefaults(service: string): QuoteFormValues {
  return {
    name: "",
    email: "",
    company: "",
    service,
    budget: "",
    timeline: "",
    message: "",
    privacy: false,
    [HONEYPOT_FIELD]: "",
  };
}

const requiredText = ["name", "email", "service", "budget", "timeline", "message"] as const;

const missingText: Record<(typeof requiredText)[number], string> = {
  name: "Inserisci il tuo nome",
  email: "Inserisci il tuo indirizzo email",
  service: "Scegli il servizio che ti interessa",
  budget: "Scegli un budget indicativo",
  timeline: "Scegli le tempistiche del progetto",
  message: "Descrivi brevemente il tuo progetto",
};

/**
 * Section 5: name, email, service, budget, timeline and message must be present and privacy
 * ticked ("required" problems); the visitor's own text must also pass the shared schema.
 */
export function quoteProblems(values: QuoteFormValues): Problems<QuoteField> {
  const problems: Problems<QuoteField> = checkTextFields(values, requiredText, missingText);
  if (!values.privacy) {
    problems.privacy = {
      type: "required",
      message: "Accetta l'informativa privacy per inviare la richiesta",
    };
  }
  return problems;
}

/** POST /api/contact payload of a quote: the details block goes inside the message. */
export function quotePayload(values: QuoteFormValues): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    budget: values.budget,
    message: buildQuoteMessage({
      message: values.message,
      service: values.service,
      budget: values.budget,
      timeline: values.timeline,
    }),
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
