import { describe, expect, it } from "vitest";
import { hasForbiddenControl, multiLineText, singleLineText, textMessages } from "./text-fields";

const every = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

describe("the control-character rule", () => {
  it("refuses every C0 control, DEL and every C1 control in one line", () => {
    for (const char of [...every(0x00, 0x1f), "\u007f", ...every(0x80, 0x9f)]) {
      expect(hasForbiddenControl(`a${char}b`, false), char.charCodeAt(0).toString(16)).toBe(true);
    }
  });

  it("keeps only line feed, CR LF and tab on several lines", () => {
    expect(hasForbiddenControl("riga uno\nriga due\r\n\tfine", true)).toBe(false);
    for (const char of [...every(0x00, 0x08), "\u000b", "\u000c", ...every(0x0e, 0x1f)]) {
      expect(hasForbiddenControl(`a${char}b`, true), char.charCodeAt(0).toString(16)).toBe(true);
    }
    expect(hasForbiddenControl("a\rb", true)).toBe(true);
    expect(hasForbiddenControl("fine\r", true)).toBe(true);
    expect(hasForbiddenControl("a\u007fb\u0085", true)).toBe(true);
  });

  it("leaves letters, accents, symbols, emoji and no-break spaces alone", () => {
    expect(hasForbiddenControl("Caffè « Verona » € 10\u00a0000 😀 ñ ß", false)).toBe(false);
  });
});

describe("singleLineText / multiLineText", () => {
  it("trim first, then check, and keep the chained rules", () => {
    const name = singleLineText().min(2, "corto");
    expect(name.parse("\t Mario \n")).toBe("Mario");
    expect(name.safeParse("Ma\u0000rio").error?.issues[0]?.message).toBe(textMessages.singleLine);
    expect(name.safeParse("M").error?.issues[0]?.message).toBe("corto");
  });

  it("keep the untrimmed text when asked", () => {
    const html = multiLineText(undefined, { trim: false });
    expect(html.parse("<p>a</p>\n")).toBe("<p>a</p>\n");
    expect(html.safeParse("<p>\u0000</p>").error?.issues[0]?.message).toBe(textMessages.multiLine);
  });
});
