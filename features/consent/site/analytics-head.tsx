import { useNonce } from "#kit/lib/nonce";
import { CONSENT_DEFAULTS_SCRIPT, CONSENT_DEFAULTS_SCRIPT_ID } from "../analytics";
import { useRootData } from "#features/settings/root-data";
import { AnalyticsTracker } from "./analytics-tracker";

/**
 * Google Consent Mode v2 defaults (everything denied) as the first script in <head>, with the
 * page's CSP nonce, plus the tracker that adds gtag.js only after analytics consent. Renders
 * nothing when no GA_MEASUREMENT_ID is configured.
 */
export function AnalyticsHead() {
  const nonce = useNonce();
  const measurementId = useRootData()?.gaMeasurementId;
  if (!measurementId) return null;
  return (
    <>
      <script
        id={CONSENT_DEFAULTS_SCRIPT_ID}
        nonce={nonce}
        // The browser hides the nonce after parsing and the client has none to compare.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }}
      />
      <AnalyticsTracker measurementId={measurementId} />
    </>
  );
}
