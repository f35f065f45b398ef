/**
 * The days before expiry on which a renewal reminder is sent (decision 033), kept in the
 * setting `renewal_reminder_days` of Impostazioni as text: "30, 7, 1". Browser-safe: the
 * setting's rule in the back office and the job read it through these.
 */
export const RENEWAL_DAYS_KEY = "renewal_reminder_days";
export const DEFAULT_RENEWAL_DAYS = "30, 7, 1";
export const MAX_RENEWAL_DAYS = 365;
export const MAX_RENEWAL_THRESHOLDS = 10;

export const renewalDaysMessage = `Scrivi da 1 a ${MAX_RENEWAL_THRESHOLDS} numeri di giorni diversi tra 1 e ${MAX_RENEWAL_DAYS}, separati da virgole, ad esempio 30, 7, 1`;

/** "30, 7, 1" -> [30, 7, 1] (distinct, largest first); null when the text is not such a list. */
export function parseRenewalDays(text: string): number[] | null {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 0 || parts.length > MAX_RENEWAL_THRESHOLDS) return null;
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const days = parts.map(Number);
  if (days.some((day) => day < 1 || day > MAX_RENEWAL_DAYS)) return null;
  if (new Set(days).size !== days.length) return null;
  return days.sort((a, b) => b - a);
}
