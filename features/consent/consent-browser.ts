import { consentCookieLine, consentFromCookieHeader } from "#features/consent/consent-cookie";
import {
  CONSENT_KEY,
  parseConsent,
  serializeConsent,
  consentRecordPayload,
  ensureAnonymousId,
  readConsent,
  writeConsent,
  type ConsentChoices,
  type KeyValueStorage,
} from "./consent";

/**
 * The cookie-consent record in this browser: local storage, the storage event that tells the rest
 * of the page, and the fire-and-forget proof sent to POST /api/consent. Browser only.
 */

/** Window event that opens the cookie settings dialog (used by the 'Preferenze cookie' button). */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-consent:open-settings";

/** Used when local storage is blocked or full, so a choice still holds for this page view. */
const pageMemory = new Map<string, string>();

/** localStorage where it works, falling back to memory for this page view; never throws. */
export function browserStorage(): KeyValueStorage {
  return {
    getItem(key) {
      const remembered = pageMemory.get(key);
      if (remembered !== undefined) return remembered;
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        window.localStorage.setItem(key, value);
        pageMemory.delete(key);
      } catch {
        pageMemory.set(key, value);
      }
    },
  };
}

/** The choice in this browser's consent cookie (set by the banner's form without JavaScript). */
function cookieConsent(): ConsentChoices | null {
  try {
    return consentFromCookieHeader(document.cookie);
  } catch {
    return null;
  }
}

/** The consent saved in this browser, or null when there is none (or it is invalid). */
export function readStoredConsent(): ConsentChoices | null {
  if (typeof window === "undefined") return null;
  return readConsent(browserStorage()) ?? cookieConsent();
}

/**
 * The stored `cookieConsent` value the banner watches: local storage's record, or the cookie's
 * choice made on a page that ran without JavaScript.
 */
export function storedConsentValue(): string | null {
  const raw = browserStorage().getItem(CONSENT_KEY);
  if (parseConsent(raw)) return raw;
  const fromCookie = cookieConsent();
  return fromCookie ? serializeConsent(fromCookie) : null;
}

/**
 * Saves a choice locally, tells the page with a `storage` event and sends the proof to the server.
 * The local save always wins: a failed or slow POST never blocks or undoes the visitor's choice.
 */
export function saveConsentChoice(choices: ConsentChoices): void {
  const storage = browserStorage();
  const newValue = writeConsent(storage, choices);
  writeConsentCookie(choices);
  const anonymousId = ensureAnonymousId(storage);
  window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_KEY, newValue }));
  sendConsentRecord(consentRecordPayload(choices, anonymousId));
}

/** The same cookie the form sets without JavaScript, so the server leaves the banner out too. */
function writeConsentCookie(choices: ConsentChoices): void {
  try {
    document.cookie = consentCookieLine(choices, window.location.protocol === "https:");
  } catch {
    // A blocked cookie only means the server draws the banner, hidden by the <head> script.
  }
}

function sendConsentRecord(payload: ReturnType<typeof consentRecordPayload>): void {
  try {
    void fetch("/api/consent", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      keepalive: true,
    })
      // Reading the small answer ({ id }) lets the browser finish the request and free it.
      .then((response) => response.text())
      .catch(() => undefined);
  } catch {
    // Never let the proof of consent get in the visitor's way.
  }
}

/** Opens the cookie settings dialog from anywhere on the page (e.g. a footer link). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** Subscribes to changes of the stored consent (this tab's saves and other tabs); returns cleanup. */
export function subscribeToConsent(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_KEY) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
