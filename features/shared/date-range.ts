/**
 * The years a date field accepts. Outside them a date is a typo or a probe, and past 9999 the
 * ISO text JavaScript writes (+010000-...) is refused by PostgreSQL, which made the write fail
 * with a 500. The year is the UTC one, as the database stores the instant. Browser-safe.
 */
export const dateRange = { minYear: 1900, maxYear: 9999 } as const;

export const dateRangeMessage = `La data deve essere compresa tra l'anno ${dateRange.minYear} e il ${dateRange.maxYear}`;

/** A valid Date whose UTC year is within `dateRange`. */
export function isDateInRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return year >= dateRange.minYear && year <= dateRange.maxYear;
}

/** Text that Date.parse reads, within `dateRange`; unreadable text is not "out of range". */
export function isParsedDateInRange(value: string): boolean {
  const time = Date.parse(value);
  return Number.isNaN(time) || isDateInRange(new Date(time));
}
