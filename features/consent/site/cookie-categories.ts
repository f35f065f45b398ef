import type { OptionalConsent } from "../consent";

/**
 * The optional cookie categories by name (../shared/spec/public-site.md §9), in the banner's order.
 * Their descriptions live in the settings dialog, which is loaded only when opened, so the
 * banner's list before the page runs costs every page just these names.
 */
export const optionalCookieCategories: { key: keyof OptionalConsent; label: string }[] = [
  { key: "analytics", label: "Analitici" },
  { key: "marketing", label: "Marketing" },
  { key: "preferences", label: "Preferenze" },
];
