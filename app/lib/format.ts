/**
 * Browser-safe text and date formatting for the public site. Dates are shown in Italian and in
 * the company's time zone (Europe/Rome), whatever the server's or visitor's zone.
 */

const ellipsis = "...";
const timeZone = "Europe/Rome";

/** Cuts text to at most `max` characters (whole code points) and adds "..." when it was longer. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join("").trimEnd() + ellipsis;
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = {
  short: new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", timeZone }),
  card: new Intl.DateTimeFormat("it-IT", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  }),
  long: new Intl.DateTimeFormat("it-IT", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }),
};

/** Day, month and year parts joined by spaces; short months lose any trailing dot ("mar."). */
function format(value: DateInput, formatter: Intl.DateTimeFormat): string {
  const date = toDate(value);
  if (!date) return "";
  return formatter
    .formatToParts(date)
    .filter((part) => part.type === "day" || part.type === "month" || part.type === "year")
    .map((part) => (part.type === "month" ? part.value.replace(/\.$/, "") : part.value))
    .join(" ");
}

/** "12 mar": day and short month (blog ticker). */
export const formatShortDate = (value: DateInput) => format(value, formatters.short);

/** "12 mar 2026" ('d MMM yyyy', blog cards). */
export const formatCardDate = (value: DateInput) => format(value, formatters.card);

/** "12 marzo 2026" ('d MMMM yyyy', blog post page). */
export const formatLongDate = (value: DateInput) => format(value, formatters.long);

/** The date a post is shown with: its publication date, else its creation date. */
export function postDate(post: {
  publishedAt?: DateInput | null;
  createdAt: DateInput;
}): DateInput {
  return post.publishedAt ?? post.createdAt;
}
