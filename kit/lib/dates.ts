/**
 * Every date the site shows, parses or counts: Italian (it-IT) texts and calendar days in the
 * company's time zone (Europe/Rome), whatever the server's or the visitor's zone, so the HTML
 * rendered on the server and the hydrated page agree. Browser-safe and dependency-free; each
 * Intl.DateTimeFormat is built once, on first use.
 */

export const LOCALE = "it-IT";
export const TIME_ZONE = "Europe/Rome";

/** What the formatters accept: a Date, an ISO text (as the JSON answers hold) or milliseconds. */
export type DateInput = Date | string | number;

/** The Date of a value, or null when it is not a valid instant. */
export function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The machine-readable value of a <time> element ("" when invalid). */
export function isoOf(value: DateInput): string {
  return toDate(value)?.toISOString() ?? "";
}

const styles = {
  /** "12 mar" */
  dayMonth: { day: "numeric", month: "short" },
  /** "12 mar 2026" */
  card: { day: "numeric", month: "short", year: "numeric" },
  /** "12 marzo 2026" */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** "12/03/2026" */
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** "12/03/2026, 14:30" */
  numericTime: {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  },
  /** "12/03/26, 14:30" */
  compactTime: { dateStyle: "short", timeStyle: "short" },
  /** "12 mar 2026, 14:30" */
  cardTime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
  /** "12 marzo 2026 alle ore 14:30" */
  longTime: { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" },
  /** "12 marzo 2026 alle ore 14:30" (the mails' dateStyle long, timeStyle short) */
  mail: { dateStyle: "long", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof styles;

const cache = new Map<Style | "parts", Intl.DateTimeFormat>();

function formatterOf(style: Style): Intl.DateTimeFormat {
  let formatter = cache.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...styles[style], timeZone: TIME_ZONE });
    cache.set(style, formatter);
  }
  return formatter;
}

const format = (style: Style) => (value: DateInput) => {
  const date = toDate(value);
  return date ? formatterOf(style).format(date) : "";
};

/** Day, month and year joined by spaces; a short month loses any trailing dot ("mar."). */
const formatDayMonthYear = (style: Style) => (value: DateInput) => {
  const date = toDate(value);
  if (!date) return "";
  return formatterOf(style)
    .formatToParts(date)
    .filter((part) => part.type === "day" || part.type === "month" || part.type === "year")
    .map((part) => (part.type === "month" ? part.value.replace(/\.$/, "") : part.value))
    .join(" ");
};

// Every formatter gives "" for an invalid value.

/** "12 mar": day and short month (blog ticker). */
export const formatShortDate = formatDayMonthYear("dayMonth");
/** "12 mar 2026" ('d MMM yyyy': blog cards and tables, hero cards). */
export const formatCardDate = formatDayMonthYear("card");
/** "12 marzo 2026" ('d MMMM yyyy': blog post page, legal pages, seeded texts). */
export const formatLongDate = formatDayMonthYear("long");
/** "12/03/2026" (customer area, customer services). */
export const formatNumericDate = format("numeric");
/** "12/03/2026, 14:30" (customer area's tickets). */
export const formatNumericDateTime = format("numericTime");
/** "12/03/26, 14:30" (admin customer list). */
export const formatCompactDateTime = format("compactTime");
/** "12 mar 2026, 14:30" (admin support desk, requests, communications). */
export const formatCardDateTime = format("cardTime");
/** "12 marzo 2026 alle ore 14:30" (admin contact messages). */
export const formatLongDateTime = format("longTime");
/** "12 marzo 2026 alle ore 14:30" (the notification mails). */
export const formatMailDateTime = format("mail");

/** The articulated prepositions a date follows, and their elided forms before "8" and "11". */
const elided = { il: "l'", del: "dell'", dal: "dall'", al: "all'", nel: "nell'" } as const;

/**
 * A formatted date after its article or preposition, as Italian writes it: "l'11 dicembre 2026",
 * "dell'8 marzo", "il 1° aprile", "il 12/03/2026". Only a day written as a word-date's "1" takes
 * the ordinal; "8" and "11" (also "08/…") elide.
 */
export function withArticle(date: string, article: keyof typeof elided = "il"): string {
  const day = /^(\d{1,2})(?=\D|$)/.exec(date)?.[1];
  if (day === undefined) return `${article} ${date}`;
  if (Number(day) === 8 || Number(day) === 11) return `${elided[article]}${date}`;
  if (day === "1" && date.startsWith("1 ")) return `${article} 1°${date.slice(1)}`;
  return `${article} ${date}`;
}

// Calendar days in Rome.

/** The numeric fields of an instant's wall-clock time in Rome. */
type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function wallTimeOf(date: Date): WallTime {
  let formatter = cache.get("parts");
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    cache.set("parts", formatter);
  }
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(date)) {
    if (part.type in wall) wall[part.type as keyof WallTime] = Number(part.value);
  }
  return wall;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "YYYY-MM-DD": the calendar day of an instant in Rome ("" when invalid). Date inputs, sitemap. */
export function romeDay(value: DateInput): string {
  const date = toDate(value);
  if (!date) return "";
  const { year, month, day } = wallTimeOf(date);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "YYYY-MM-DDTHH:mm": the wall-clock time of an instant in Rome, for a datetime-local input. */
export function romeDateTimeInput(value: DateInput | null | undefined): string {
  const date = value == null || value === "" ? null : toDate(value);
  if (!date) return "";
  const { hour, minute } = wallTimeOf(date);
  return `${romeDay(date)}T${pad(hour)}:${pad(minute)}`;
}

/** Rome's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function romeOffsetAt(time: number): number {
  const w = wallTimeOf(new Date(time));
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(time / 1000) * 1000;
}

const HALF_DAY = 12 * 3_600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d{0,6})?)?$/;
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The UTC milliseconds of existing calendar fields, or null (30 February, hour 24...). */
function utcOf(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number | null {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  return exists ? date.getTime() : null;
}

/**
 * The instant of a wall-clock time in Rome ("YYYY-MM-DD" is its midnight, "YYYY-MM-DDTHH:mm[:ss]"
 * a time of it); null when the text is not such a value or the day does not exist. A time in the
 * hour skipped when summer time starts is read with the winter offset (02:30 is 03:30 summer
 * time); of a time repeated when it ends, the first (summer time) is taken, as Date does.
 */
export function fromRomeWallTime(text: string): Date | null {
  const match = DAY.exec(text) ?? LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((f) => Number(f ?? 0));
  const whole = utcOf(year!, month!, day!, hour, minute, second);
  if (whole === null) return null;
  const wallAsUtc = whole + Number((match[7] ?? "").padEnd(3, "0"));
  // Changes of offset are months apart: half a day before and after gives both sides of one.
  const offsets = [romeOffsetAt(wallAsUtc - HALF_DAY), romeOffsetAt(wallAsUtc + HALF_DAY)];
  const matching = offsets
    .map((offset) => wallAsUtc - offset)
    .filter((time) => time + romeOffsetAt(time) === wallAsUtc);
  return new Date(matching.length > 0 ? Math.min(...matching) : wallAsUtc - offsets[0]!);
}

/** The first and the last millisecond of a "YYYY-MM-DD" day in Rome (hero variants' range). */
export function romeDayStart(day: string): Date | null {
  return dayFields(day) ? fromRomeWallTime(day) : null;
}

export function romeDayEnd(day: string): Date | null {
  const next = dayFields(day) ? fromRomeWallTime(addDays(day, 1)) : null;
  return next && new Date(next.getTime() - 1);
}

/**
 * A date-time as an ISO instant: with an offset ("Z", "+01:00") as it says, without one as a
 * wall-clock time in Rome; null when unreadable.
 */
export function parseDateTime(text: string): Date | null {
  if (OFFSET_DATE_TIME.test(text)) return toDate(text);
  return fromRomeWallTime(text);
}

/** The fields of a "YYYY-MM-DD" text that names an existing day, else null. */
export function dayFields(day: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return utcOf(year, month, date) === null ? null : { year, month, day: date };
}

const dayText = (time: number) => {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

function fieldsOrThrow(day: string) {
  const fields = dayFields(day);
  if (!fields) throw new Error(`not a YYYY-MM-DD date: ${day}`);
  return fields;
}

/** "YYYY-MM-DD" plus some calendar days (no hours involved, so summer time changes nothing). */
export function addDays(day: string, days: number): string {
  const { year, month, day: date } = fieldsOrThrow(day);
  return dayText(Date.UTC(year, month - 1, date + days));
}

/** "YYYY-MM-DD" plus some months; the day is clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const { year, month, day: date } = fieldsOrThrow(day);
  const total = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  return dayText(Date.UTC(Math.floor(total / 12), total % 12, Math.min(date, lastDay)));
}
