/** Browser-safe text helpers of the public site (dates: kit/lib/dates.ts). */

const ellipsis = "...";

/** Cuts text to at most `max` characters (whole code points) and adds "..." when it was longer. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join("").trimEnd() + ellipsis;
}
