import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { LoadingOverlay } from "~/components/ui/loading-overlay";
import {
  acceptAllChoices,
  choicesFromToggles,
  CONSENT_KEY,
  necessaryOnlyChoices,
  parseConsent,
  type ConsentChoices,
} from "~/lib/consent";
import {
  browserStorage,
  OPEN_COOKIE_SETTINGS_EVENT,
  saveConsentChoice,
  subscribeToConsent,
} from "~/lib/consent-browser";

// Loaded when needed (decision 012): the banner as soon as the page finds no saved choice, the
// settings dialog when the visitor asks for it.
const CookieBanner = lazy(() =>
  import("./cookie-banner").then((module) => ({ default: module.CookieBanner })),
);
const CookieSettingsDialog = lazy(() =>
  import("./cookie-settings-dialog").then((module) => ({ default: module.CookieSettingsDialog })),
);

const storedConsent = () => browserStorage().getItem(CONSENT_KEY);
// On the server and during hydration the stored choice is unknown: render no banner, so a
// returning visitor never sees it flash.
const unknownOnServer = () => undefined;

/** Cookie banner and settings dialog (spec public-site sections 2 and 4; PRODUCT.md point 8). */
export function CookieConsent() {
  const raw = useSyncExternalStore<string | null | undefined>(
    subscribeToConsent,
    storedConsent,
    unknownOnServer,
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The dialog's code is loaded the first time it opens; then it stays mounted (closed).
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const consent = parseConsent(raw);
  const save = (choices: ConsentChoices) => {
    saveConsentChoice(choices);
    setSettingsOpen(false);
  };

  return (
    <>
      {raw !== undefined && consent === null ? (
        <Suspense fallback={null}>
          <CookieBanner
            onCustomize={() => setSettingsOpen(true)}
            onNecessaryOnly={() => save(necessaryOnlyChoices())}
            onAcceptAll={() => save(acceptAllChoices())}
          />
        </Suspense>
      ) : null}
      {settingsUsed ? (
        <Suspense fallback={<LoadingOverlay />}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            initial={consent ?? necessaryOnlyChoices()}
            onSave={(toggles) => save(choicesFromToggles(toggles))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
