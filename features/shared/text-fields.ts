import { z } from "#kit/lib/zod";
import { isMultiLineText, isSingleLineText, textMessages } from "./text-rules";

export { hasForbiddenControl, isMultiLineText, isSingleLineText, textMessages } from "./text-rules";

/** zod fields for the rule of text-rules.ts, used by every schema shared by the forms and the API. */

type StringParams = Parameters<typeof z.string>[0];

/**
 * One line of text (names, titles, e-mails, links, codes): trimmed, then refused when it holds
 * any control character. Chain `.min()`/`.max()` as on `z.string()`.
 */
export function singleLineText(params?: StringParams) {
  return z.string(params).trim().refine(isSingleLineText, textMessages.singleLine);
}

/**
 * Text on several lines (descriptions, messages, notes, HTML): trimmed unless `trim` is false,
 * then refused when it holds a control character other than a line break or a tab.
 */
export function multiLineText(params?: StringParams, { trim = true } = {}) {
  const text = z.string(params);
  return (trim ? text.trim() : text).refine(isMultiLineText, textMessages.multiLine);
}

/** The refusal of a value that is not text, where a schema names it. */
export const notText = "Il campo deve essere un testo";

/** The refusal of a text over its maximum: "Titolo: massimo 255 caratteri". */
export const tooLong = (what: string, max: number) => `${what}: massimo ${max} caratteri`;

/**
 * Optional text: blank, null or missing becomes null; over `max` characters it is refused with
 * `tooLongMessage`. One line unless `multiline`; `error` is the refusal of a value that is not
 * text (zod's own when not given).
 */
export function optionalText(
  max: number,
  tooLongMessage: string,
  { multiline = false, error }: { multiline?: boolean; error?: string } = {},
) {
  const text = multiline ? multiLineText : singleLineText;
  return text(error ? { error } : undefined)
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => value || null);
}

/**
 * An e-mail address: trimmed, lower case, at most 255 characters, refused with `message`;
 * `params` is the refusal of a value that is not text (`message` too unless given).
 */
export function emailAddress(message: string, params: StringParams = { error: message }) {
  return z.string(params).trim().toLowerCase().max(255, message).pipe(z.email(message));
}

/**
 * A required line of text of `min` to `max` characters (`singleLineText`): refused with
 * `message` when missing, not text or too short, with `tooLongMessage` over `max`.
 */
export const requiredLine = (min: number, max: number, message: string, tooLongMessage: string) =>
  singleLineText({ error: message }).min(min, message).max(max, tooLongMessage);

/** Required text on several lines (`multiLineText`), refused as `requiredLine` is. */
export const requiredLines = (min: number, max: number, message: string, tooLongMessage: string) =>
  multiLineText({ error: message }).min(min, message).max(max, tooLongMessage);
