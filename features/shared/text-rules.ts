/**
 * The one rule for text a person writes, used by every schema shared by the forms and the API.
 * Control characters are never typed: they come from scripts, broken copy-paste or probes, and
 * NUL makes PostgreSQL refuse the whole write (a 500 before this rule existed). Refused are C0
 * (U+0000-U+001F, NUL included), DEL (U+007F) and C1 (U+0080-U+009F); text on several lines
 * keeps line feeds, carriage return + line feed (what a textarea submits) and tabs.
 * Browser-safe.
 */
export const textMessages = {
  singleLine: "Testo non valido: contiene caratteri di controllo non ammessi",
  multiLine:
    "Testo non valido: contiene caratteri di controllo non ammessi (sono ammessi solo a capo e tabulazioni)",
} as const;

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const TAB = 0x09;

const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/** Whether `value` holds a control character that text of this kind must not carry. */
export function hasForbiddenControl(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (!isControl(code)) continue;
    if (multiline && (code === LINE_FEED || code === TAB)) continue;
    if (multiline && code === CARRIAGE_RETURN && value.charCodeAt(i + 1) === LINE_FEED) continue;
    return true;
  }
  return false;
}

export const isSingleLineText = (value: string) => !hasForbiddenControl(value, false);
export const isMultiLineText = (value: string) => !hasForbiddenControl(value, true);
