import { isSingleLineText } from "./text-rules";

/**
 * Link checks shared by every field that stores a link (hero button, images, logos, software
 * files, websites). Browser-safe.
 */

/**
 * A path of this site ("/contatti", "/uploads/..."). Browsers read "//host" and "/\host" as
 * another host, and drop tabs and line breaks from a URL ("/\t/host" is "//host"), so those
 * and any whitespace or control character are refused.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  return !/\s/.test(value) && isSingleLineText(value);
}

/**
 * An absolute http(s) address with a host (https only when `httpsOnly`). A backslash in the
 * host part is refused: browsers read it as a slash, so it would hide where the link goes.
 */
export function isWebAddress(value: string, { httpsOnly = false } = {}): boolean {
  const pattern = httpsOnly ? /^https:\/\/[^\s/?#\\]+/i : /^https?:\/\/[^\s/?#\\]+/i;
  if (!pattern.test(value) || /\s/.test(value) || !isSingleLineText(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

/** An image: an upload or other path of this site, or an https address. */
export const isImageUrl = (value: string) =>
  isSitePath(value) || isWebAddress(value, { httpsOnly: true });

/**
 * A link that leaves the site from a menu: an http(s) address, an e-mail address (`mailto:`)
 * or a phone number (`tel:`, digits with an optional leading +, dots, dashes and brackets).
 */
export function isExternalLink(value: string): boolean {
  if (isWebAddress(value)) return true;
  if (!isSingleLineText(value) || /\s/.test(value)) return false;
  return (
    /^mailto:[^@/\\?]+@[^@/\\?]+\.[^@/\\?]+(\?.*)?$/i.test(value) ||
    /^tel:\+?[0-9().-]{3,30}$/i.test(value)
  );
}
