import { z } from "../shared/zod";
import { singleLineText } from "../shared/text-fields";

/**
 * Cookie consent (spec public-site sections 3, 4, 9; PRODUCT.md point 8). Browser-safe: shared by
 * the cookie banner (what it stores and sends) and by POST /api/consent (what it accepts).
 */

/** Version of the cookie policy the visitor was shown; stored with every consent record. */
export const CONSENT_POLICY_VERSION = "2026-01";

/** The cookie categories of spec section 9. */
export const consentCategories = ["necessary", "analytics", "marketing", "preferences"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The record kept in local storage under `cookieConsent`: necessary can never be false. */
export const consentChoicesSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

/** The optional categories a visitor can switch on or off. */
export type OptionalConsent = Omit<ConsentChoices, "necessary">;

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
