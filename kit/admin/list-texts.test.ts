import { describe, expect, it } from "vitest";
import { entityTexts, listTexts } from "./crud-tab";
import { optionsOf } from "./list-toolbar";

describe("listTexts", () => {
  it("writes the usual texts of a list from its names", () => {
    expect(listTexts("articolo", "gli articoli")).toEqual({
      noun: { one: "articolo", many: "articoli" },
      noMatchText: "Nessun articolo corrisponde alla ricerca.",
      errorText: "Impossibile caricare gli articoli. Ricarica la pagina tra qualche istante.",
    });
  });

  it("says 'Nessuna' of a feminine item and keeps a name without article", () => {
    expect(listTexts("hero variant", "le hero variant", true)).toMatchObject({
      noun: { one: "hero variant", many: "hero variant" },
      noMatchText: "Nessuna hero variant corrisponde alla ricerca.",
    });
    expect(listTexts("partner", "i partner").noun).toEqual({ one: "partner", many: "partner" });
  });
});

describe("entityTexts", () => {
  it("writes a tab's texts from its names with their article", () => {
    const texts = entityTexts(
      "l'articolo",
      "gli articoli",
      (post: { title: string }) => post.title,
    );
    expect(texts).toMatchObject({
      newLabel: "Nuovo articolo",
      noun: { one: "articolo", many: "articoli" },
      noMatchText: "Nessun articolo corrisponde alla ricerca.",
      searchLabel: "Filtra gli articoli",
    });
    expect(texts.deleteQuestion({ title: "Backup" })).toBe(
      'Sei sicuro di voler eliminare l\'articolo "Backup"?',
    );
  });

  it("says 'Nuova' of a feminine item", () => {
    const texts = entityTexts("la piattaforma", "le piattaforme", (p: { name: string }) => p.name);
    expect(texts.newLabel).toBe("Nuova piattaforma");
    expect(texts.noMatchText).toBe("Nessuna piattaforma corrisponde alla ricerca.");
    expect(texts.deleteQuestion({ name: "Cantina" })).toBe(
      'Sei sicuro di voler eliminare la piattaforma "Cantina"?',
    );
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
