import { z } from "#kit/lib/zod";
import { singleLineText } from "../shared/text-fields";
import type { ConsentChoices } from "./consent-choices";

/**
 * Cookie consent (../shared/spec/public-site.md §3, §4, §9; PRODUCT.md point 8): what POST
 * /api/consent accepts. The browser's side of the record is in consent-choices.ts.
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

/**
 * What the banner's buttons post without JavaScript (POST /api/consent/choice): 'Accetta tutti',
 * 'Solo necessari', or the categories ticked under 'Personalizza'.
 */
export const consentFormChoices = ["all", "necessary", "custom"] as const;
export type ConsentFormChoice = (typeof consentFormChoices)[number];

/** A ticked checkbox posts "on"; an unticked one posts nothing. */
const ticked = z.literal("on", "Valore non valido").optional();

/** The fields of the banner's form: the pressed button, the ticked boxes, the page to go back to. */
export const consentFormSchema = z.object({
  choice: z.enum(consentFormChoices, "Scelta sui cookie non valida"),
  analytics: ticked,
  marketing: ticked,
  preferences: ticked,
  returnTo: z.string("Pagina di ritorno non valida").max(500, "Pagina di ritorno non valida"),
});
export type ConsentFormInput = z.infer<typeof consentFormSchema>;

/** The choice a posted banner form stands for. */
export function choicesOfForm(form: ConsentFormInput): ConsentChoices {
  const on = (box: "analytics" | "marketing" | "preferences") =>
    form.choice === "all" || (form.choice === "custom" && form[box] === "on");
  return {
    necessary: true,
    analytics: on("analytics"),
    marketing: on("marketing"),
    preferences: on("preferences"),
  };
}

/** Letters, digits and the plain path, query and percent-escape marks: no '\', ':' or '#'. */
const plainLocalPath = /^\/[A-Za-z0-9/_.~?=&%+-]*$/;

/**
 * The page a consent form returns to: a path of this site written plainly, else the home page
 * (an absolute URL, `//host`, `/\host` or anything unusual never becomes a redirect elsewhere).
 */
export function safeConsentReturn(value: string | null | undefined): string {
  if (!value || value.length > 500 || !plainLocalPath.test(value)) return "/";
  if (value.startsWith("//") || value.includes("/..")) return "/";
  return value;
}
