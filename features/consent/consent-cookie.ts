import { toConsentChoices, type ConsentChoices } from "./consent-choices";

/**
 * The visitor's cookie choice as a first-party cookie (decision 053), next to the local-storage
 * record: the server reads it to leave the banner out of the page (also without JavaScript) and
 * the page cache to pick the variant without the banner. Browser-safe: the banner's script writes
 * the same cookie after a choice made with JavaScript.
 */

export const CONSENT_COOKIE = "cookie_consent";

/** Six months, the longest the Garante lets a choice stand before asking again. */
export const CONSENT_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/** The value: one digit per optional category, in the order analytics, marketing, preferences. */
const VALUE = /^[01]{3}$/;

export function consentCookieValue(choices: ConsentChoices): string {
  return [choices.analytics, choices.marketing, choices.preferences]
    .map((on) => (on ? "1" : "0"))
    .join("");
}

/** The choice a cookie value stands for, or null for anything that is not exactly one. */
export function choicesFromCookieValue(value: string | null | undefined): ConsentChoices | null {
  if (!value || !VALUE.test(value)) return null;
  return toConsentChoices({
    necessary: true,
    analytics: value[0] === "1",
    marketing: value[1] === "1",
    preferences: value[2] === "1",
  });
}

/** The choice in a Cookie header (or `document.cookie`), or null when there is none. */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoices | null {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    return choicesFromCookieValue(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * The copy of a public page that a Cookie header reads (decision 053), for the page cache: the
 * one without the banner ("consent") once the header holds a choice, else the one with it (null).
 */
export const consentPageVariant = (header: string): string | null =>
  consentFromCookieHeader(header) === null ? null : "consent";

/**
 * The cookie's attributes: the whole site, sent on top-level navigations (Lax), readable by the
 * page's script (it holds no secret), Secure over HTTPS.
 */
export function consentCookieAttributes(secure: boolean): string {
  return `Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The whole Set-Cookie (or `document.cookie`) line for a choice. */
export const consentCookieLine = (choices: ConsentChoices, secure: boolean) =>
  `${CONSENT_COOKIE}=${consentCookieValue(choices)}; ${consentCookieAttributes(secure)}`;

/** Where the banner's form posts its choice (features/consent/api/public.ts). */
export const CONSENT_FORM_ACTION = "/api/consent/choice";
