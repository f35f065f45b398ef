import type { TemplateType } from "../service-templates/template-values";
import { dayFields, addMonths } from "#kit/lib/dates";
import { isDateInRange } from "../shared/date-range";

/**
 * Calendar dates of customer services. The dialogs use "YYYY-MM-DD" (date inputs, filled with
 * `romeDay` of kit/lib/dates.ts); the database keeps a timestamp. A date-only value is
 * stored at 12:00 UTC, which is the same calendar day in Italy and in every time zone within 11
 * hours of UTC.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The Date of "YYYY-MM-DD" (noon UTC) or of an ISO date-time with offset; null when invalid or
 * outside the years of features/shared/date-range.ts.
 */
export function parseServiceDate(value: string): Date | null {
  const day = dayFields(value);
  if (day) {
    const date = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
    return isDateInRange(date) ? date : null;
  }
  if (!ISO_DATE_TIME.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || !isDateInRange(date) ? null : date;
}

/** The default expiry of a new assignment: monthly +1 month; yearly, one-time and hours +1 year. */
export function defaultExpiry(type: TemplateType, startDate: string): string {
  return addMonths(startDate, type === "monthly" ? 1 : 12);
}
