/** Search engines show about 60 characters of a title and 160 of a description. */
export const titleMaxLength = 60;
export const descriptionMaxLength = 160;

const ellipsis = "…";

/**
 * The text in at most `max` characters (whole code points): unchanged when it fits, otherwise cut
 * after the last whole word that leaves room for "…" (mid-word only when the first word alone is
 * longer than half of `max`), without trailing spaces or punctuation before the ellipsis.
 */
export function cutAtWord(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max - 1).join("");
  const nextIsSpace = /\s/.test(chars[max - 1] ?? "");
  const lastSpace = head.search(/\s\S*$/);
  const wordEnd = nextIsSpace ? head.length : lastSpace;
  const cut = wordEnd > head.length / 2 ? head.slice(0, wordEnd) : head;
  return cut.replace(/[\s.,;:!?\-–—]+$/u, "") + ellipsis;
}
