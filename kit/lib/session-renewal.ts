import { hasUnsavedEdits } from "./unsaved-edits";

/**
 * Renewing an expired session in place (decision 025). The admin panel and the customer area
 * register a renewer (their re-login dialog); the typed API clients send every call through
 * `fetchRenewingSession`, so a save that meets a 401 waits while the person signs in again and
 * is then sent once more, with the form still open. Reads are renewed the same way only while
 * something unsaved is on screen; otherwise their 401 goes on to the query provider, which may
 * leave for the login page.
 */
type Renewer = () => Promise<boolean>;

let renewer: Renewer | null = null;
let renewal: Promise<boolean> | null = null;

/** Registers the screen's renewer; the returned function removes it. */
export function setSessionRenewer(next: Renewer) {
  renewer = next;
  return () => {
    if (renewer === next) renewer = null;
  };
}

/**
 * Asks the person to sign in again (once for all the calls waiting together): true when they
 * did, false when they gave up or no screen offers it.
 */
export function renewSession(): Promise<boolean> {
  if (!renewer) return Promise.resolve(false);
  renewal ??= renewer().finally(() => {
    renewal = null;
  });
  return renewal;
}

const isRead = (init?: RequestInit) => {
  const method = (init?.method ?? "GET").toUpperCase();
  return method === "GET" || method === "HEAD";
};

/** `fetch` that, on a 401, renews the session (see above) and sends the same call once more. */
export async function fetchRenewingSession(input: RequestInfo | URL, init?: RequestInit) {
  const response = await fetch(input, init);
  if (response.status !== 401 || !renewer) return response;
  if (isRead(init) && !hasUnsavedEdits()) return response;
  if (!(await renewSession())) return response;
  return fetch(input, init);
}
