import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useHydrated } from "#kit/lib/use-hydrated";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import {
  acceptAllChoices,
  choicesFromToggles,
  necessaryOnlyChoices,
  parseConsent,
  type ConsentChoices,
} from "../consent";
import {
  OPEN_COOKIE_SETTINGS_EVENT,
  saveConsentChoice,
  storedConsentValue,
  subscribeToConsent,
} from "../consent-browser";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "#features/settings/root-data";
import { CookieBanner } from "./cookie-banner";
import { CONSENT_SAVED_ATTRIBUTE } from "./consent-saved-script";

// Loaded when the visitor asks for it (decision 012).
const CookieSettingsDialog = lazy(() =>
  import("./cookie-settings-dialog").then((module) => ({ default: module.CookieSettingsDialog })),
);

// On the server and during hydration the browser's storage is unknown: the consent cookie decides
// (root loader's consentSaved). Without it the banner is drawn, so a first visitor sees it with
// the page; where local storage holds a choice, the <head> script has already hidden it
// (consent-saved-script.tsx), and the first render in the browser drops it.
const noneOnServer = () => null;

/** Cookie banner and settings dialog (../shared/spec/public-site.md §2, §4; PRODUCT.md point 8). */
export function CookieConsent() {
  const raw = useSyncExternalStore<string | null>(
    subscribeToConsent,
    storedConsentValue,
    noneOnServer,
  );
  const hydrated = useHydrated();
  const savedInCookie = useRouteLoaderData<RootData>("root")?.consentSaved === true;
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
  // A record that does not count as a choice (e.g. necessary false) shows the banner again.
  useEffect(() => {
    if (hydrated && consent === null) {
      document.documentElement.removeAttribute(CONSENT_SAVED_ATTRIBUTE);
    }
  }, [hydrated, consent]);
  const save = (choices: ConsentChoices) => {
    saveConsentChoice(choices);
    setSettingsOpen(false);
  };

  return (
    <>
      {consent === null && !(savedInCookie && !hydrated) ? (
        <CookieBanner
          ready={hydrated}
          onCustomize={() => setSettingsOpen(true)}
          onNecessaryOnly={() => save(necessaryOnlyChoices())}
          onAcceptAll={() => save(acceptAllChoices())}
        />
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
