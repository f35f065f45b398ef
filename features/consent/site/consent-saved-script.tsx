import { CONSENT_KEY } from "../consent";
import { useNonce } from "#kit/lib/nonce";

/** Set on <html> by the script below when this browser holds a saved cookie choice. */
export const CONSENT_SAVED_ATTRIBUTE = "data-consent-saved";

const script =
  `try{localStorage.getItem(${JSON.stringify(CONSENT_KEY)})&&` +
  `document.documentElement.setAttribute("${CONSENT_SAVED_ATTRIBUTE}","")}catch(e){}`;

/**
 * The cookie banner is in the server HTML, so a first visitor sees it with the page (it used to
 * appear only after the JavaScript ran, and was the page's largest paint). This script, in <head>
 * before the body is parsed, marks a browser that already chose, and app.css hides the banner
 * there until the page runs and drops it (components/site/consent/cookie-consent.tsx).
 */
export function ConsentSavedScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      // The browser hides the nonce after parsing and the client has none to compare.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: script }}
    />
  );
}
