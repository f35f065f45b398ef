/**
 * The visitor's cookie choices as the browser keeps them
 * (../shared/spec/public-site.md §3, §4, §9), without zod: the cookie banner runs on every public
 * page. consent.schema.ts holds the rules of POST /api/consent.
 */

/** Version of the cookie policy the visitor was shown; stored with every consent record. */
export const CONSENT_POLICY_VERSION = "2026-01";

/** The cookie categories of ../shared/spec/public-site.md §9. */
export const consentCategories = ["necessary", "analytics", "marketing", "preferences"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The record kept in local storage under `cookieConsent`: necessary can never be false. */
export type ConsentChoices = {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
};

/** The optional categories a visitor can switch on or off. */
export type OptionalConsent = Omit<ConsentChoices, "necessary">;

/**
 * A stored record read back: exactly the four choices when `necessary` is true and the others
 * are booleans (any other key is dropped), else null.
 */
export function toConsentChoices(value: unknown): ConsentChoices | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { necessary, analytics, marketing, preferences } = value as Record<string, unknown>;
  if (necessary !== true) return null;
  if (typeof analytics !== "boolean") return null;
  if (typeof marketing !== "boolean") return null;
  if (typeof preferences !== "boolean") return null;
  return { necessary, analytics, marketing, preferences };
}
