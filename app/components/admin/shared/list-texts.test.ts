import { describe, expect, it } from "vitest";
import { listTexts } from "./crud-tab";
import { optionsOf } from "./list-toolbar";

describe("listTexts", () => {
  it("writes the usual texts of a list from its names", () => {
    expect(listTexts("articolo", "gli articoli")).toEqual({
      noun: "articoli",
      noMatchText: "Nessun articolo corrisponde alla ricerca.",
      errorText: "Impossibile caricare gli articoli. Ricarica la pagina tra qualche istante.",
    });
  });

  it("says 'Nessuna' of a feminine item and keeps a name without article", () => {
    expect(listTexts("hero variant", "le hero variant", true)).toMatchObject({
      noun: "hero variant",
      noMatchText: "Nessuna hero variant corrisponde alla ricerca.",
    });
    expect(listTexts("partner", "i partner").noun).toBe("partner");
  });
});

describe("optionsOf", () => {
  it("offers the fields in the order given, with their labels", () => {
    expect(optionsOf({ name: "Nome", sortOrder: "Ordine" })).toEqual([
      { value: "name", label: "Nome" },
      { value: "sortOrder", label: "Ordine" },
    ]);
  });
});
