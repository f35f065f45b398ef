import { describe, expect, it } from "vitest";
import { publishHint } from "./blog-dialog";

describe("the 'Pubblicato' switch's hint", () => {
  const now = Date.parse("2026-03-12T10:00:00Z");

  it("says what is true in each position", () => {
    expect(publishHint(false, "", now)).toBe(
      "Spento: l'articolo resta una bozza visibile solo nel pannello.",
    );
    expect(publishHint(true, "", now)).toBe("Acceso: l'articolo è visibile sul sito.");
    expect(publishHint(true, "2026-03-12T10:30", now)).toBe(
      "Acceso: l'articolo è visibile sul sito.",
    );
    expect(publishHint(true, "2026-03-12T12:30", now)).toBe(
      "Acceso: l'articolo uscirà sul sito alla data e ora di pubblicazione.",
    );
  });
});
