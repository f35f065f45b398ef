import { useEffect } from "react";
import { useLocation } from "react-router";
import { applyAnalyticsConsent, trackPageView } from "../analytics";
import { readStoredConsent, subscribeToConsent } from "../consent-browser";

const currentPath = () => window.location.pathname + window.location.search;

/**
 * Loads gtag.js once analytics consent is saved (on this visit or an earlier one) and sends a
 * page_view on every route change. Renders nothing.
 */
export function AnalyticsTracker({ measurementId }: { measurementId: string }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const sync = (onConsentChange: boolean) => {
      const consent = readStoredConsent();
      if (!consent) return;
      const loadedNow = applyAnalyticsConsent(measurementId, consent);
      // Accepted while on a page: count that page, whose route change happened before consent.
      if (loadedNow && onConsentChange) trackPageView(currentPath());
    };
    sync(false);
    return subscribeToConsent(() => sync(true));
  }, [measurementId]);

  // Runs after the effect above on first render, so a returning visitor's first page is counted.
  useEffect(() => {
    trackPageView(pathname + search);
  }, [pathname, search]);

  return null;
}
