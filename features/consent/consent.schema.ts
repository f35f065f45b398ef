import { z } from "../shared/zod";
import { singleLineText } from "../shared/text-fields";

/**
 * Cookie consent (spec public-site sections 3, 4, 9; PRODUCT.md point 8): what POST /api/consent
 * accepts. The browser's side of the record is in consent-choices.ts.
 */

export {
  CONSENT_POLICY_VERSION,
  consentCategories,
  toConsentChoices,
  type ConsentCategory,
  type ConsentChoices,
  type OptionalConsent,
} from "./consent-choices";

/** Body of POST /api/consent: proof of one choice, tied to an anonymous browser id (no IP). */
export const consentRecordInputSchema = z.object({
  anonymousId: z.uuidv4("Identificativo anonimo non valido"),
  analytics: z.boolean("Valore non valido"),
  marketing: z.boolean("Valore non valido"),
  preferences: z.boolean("Valore non valido"),
  policyVersion: singleLineText("Versione della policy mancante")
    .min(1, "Versione della policy mancante")
    .max(50, "Versione della policy troppo lunga"),
});
export type ConsentRecordInput = z.infer<typeof consentRecordInputSchema>;

/** The message of a 400 answer to POST /api/consent. */
export const INVALID_CONSENT_MESSAGE = "Dati di consenso non validi";
