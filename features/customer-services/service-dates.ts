import type { TemplateType } from "../service-templates/template-values";
import { isDateInRange } from "../shared/date-range";

/**
 * Calendar dates of customer services. The dialogs use "YYYY-MM-DD" (date inputs); the database
 * keeps a timestamp. A date-only value is stored at 12:00 UTC, which is the same calendar day in
 * Italy and in every time zone within 11 hours of UTC.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const SERVICE_TIME_ZONE = "Europe/Rome";

export const isDateOnly = (value: string) => DATE_ONLY.test(value);

/**
 * The Date of "YYYY-MM-DD" (noon UTC) or of an ISO date-time with offset; null when invalid or
 * outside the years of domain/shared/date-range.ts.
 */
export function parseServiceDate(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day, 12));
    const valid =
      isDateInRange(date) &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    return valid ? date : null;
  }
  if (!ISO_DATE_TIME.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || !isDateInRange(date) ? null : date;
}

/** "YYYY-MM-DD" of an instant, as a calendar day in Italy (for the date inputs). */
export function toDateInput(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SERVICE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The date in Italian format (dd/mm/yyyy), as a calendar day in Italy. */
export function formatServiceDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat("it-IT", {
    timeZone: SERVICE_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(date);
}

/** "YYYY-MM-DD" plus some months; the day is clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export function addMonths(dateInput: string, months: number): string {
  const match = DATE_ONLY.exec(dateInput);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${dateInput}`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), lastDay);
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The default expiry of a new assignment: monthly +1 month; yearly, one-time and hours +1 year. */
export function defaultExpiry(type: TemplateType, startDate: string): string {
  return addMonths(startDate, type === "monthly" ? 1 : 12);
}
