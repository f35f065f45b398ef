import { useEffect, useState, useSyncExternalStore } from "react";
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
import { CookieBanner } from "./cookie-banner";
import { CookieSettingsDialog } from "./cookie-settings-dialog";

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
        <CookieBanner
          onCustomize={() => setSettingsOpen(true)}
          onNecessaryOnly={() => save(necessaryOnlyChoices())}
          onAcceptAll={() => save(acceptAllChoices())}
        />
      ) : null}
      <CookieSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        initial={consent ?? necessaryOnlyChoices()}
        onSave={(toggles) => save(choicesFromToggles(toggles))}
      />
    </>
  );
}
