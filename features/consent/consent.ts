import {
  CONSENT_POLICY_VERSION,
  toConsentChoices,
  type ConsentChoices,
  type OptionalConsent,
} from "#features/consent/consent-choices";
import type { ConsentRecordInput } from "#features/consent/consent.schema";

/**
 * The rules of the cookie-consent record (../shared/spec/public-site.md §3, §4). Pure functions
 * over a storage given by the caller (localStorage in the browser), so they can be tested anywhere.
 */

export { CONSENT_POLICY_VERSION, type ConsentChoices, type OptionalConsent };

/** Local-storage keys, as the spec names them (the id key is ours: PRODUCT.md point 8). */
export const CONSENT_KEY = "cookieConsent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
export const CONSENT_ID_KEY = "cookie-consent-id";

/** The part of the Web Storage API these rules use. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** 'Accetta tutti': every category on. */
export const acceptAllChoices = (): ConsentChoices => ({
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
});

/** 'Solo necessari': only the necessary category. */
export const necessaryOnlyChoices = (): ConsentChoices => ({
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
});

/** 'Salva preferenze': the toggles as set; necessary is added and cannot be switched off. */
export const choicesFromToggles = (toggles: OptionalConsent): ConsentChoices => ({
  necessary: true,
  analytics: toggles.analytics === true,
  marketing: toggles.marketing === true,
  preferences: toggles.preferences === true,
});

/**
 * Reads a stored `cookieConsent` value. Anything that is not exactly a valid record (missing,
 * malformed JSON, a non-boolean choice, necessary not true) counts as no consent: null.
 */
export function parseConsent(raw: string | null | undefined): ConsentChoices | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return toConsentChoices(value);
}

/** The exact JSON stored under `cookieConsent`, keys in the spec's order. */
export function serializeConsent(choices: ConsentChoices): string {
  const { analytics, marketing, preferences } = choicesFromToggles(choices);
  return JSON.stringify({ necessary: true, analytics, marketing, preferences });
}

/** The consent stored in this storage, or null when the banner must be shown. */
export function readConsent(storage: KeyValueStorage): ConsentChoices | null {
  return parseConsent(storage.getItem(CONSENT_KEY));
}

/** Saves a choice and its ISO timestamp; returns the stored JSON (the storage event's newValue). */
export function writeConsent(
  storage: KeyValueStorage,
  choices: ConsentChoices,
  now: Date = new Date(),
): string {
  const value = serializeConsent(choices);
  storage.setItem(CONSENT_KEY, value);
  storage.setItem(CONSENT_DATE_KEY, now.toISOString());
  return value;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (value: string | null | undefined): value is string =>
  typeof value === "string" && UUID_V4.test(value);

/** A random uuid v4 from 16 random bytes (crypto.randomUUID needs a secure context; this does not). */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new Error("16 random bytes needed");
  const b = Array.from(bytes.slice(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's anonymous consent id: the stored one when valid, otherwise a new one, stored. */
export function ensureAnonymousId(
  storage: KeyValueStorage,
  randomBytes: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(16)),
): string {
  const stored = storage.getItem(CONSENT_ID_KEY);
  if (isUuidV4(stored)) return stored.toLowerCase();
  const id = uuidV4FromBytes(randomBytes());
  storage.setItem(CONSENT_ID_KEY, id);
  return id;
}

/** The body of POST /api/consent for one choice. */
export function consentRecordPayload(
  choices: ConsentChoices,
  anonymousId: string,
): ConsentRecordInput {
  return {
    anonymousId,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
    policyVersion: CONSENT_POLICY_VERSION,
  };
}
