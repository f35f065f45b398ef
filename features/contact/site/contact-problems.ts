import type { ContactField, ContactFormValues } from "./contact-form-rules";
import { checkTextFields } from "./field-checks";
import type { Problems } from "./form-rules";

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
