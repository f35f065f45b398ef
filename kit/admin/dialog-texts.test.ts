import { describe, expect, it } from "vitest";
import { dialogTexts, dialogTitles } from "./dialog-texts";

describe("dialogTitles", () => {
  it("names the two modes and the create button", () => {
    expect(dialogTitles({ noun: "piattaforma", feminine: true })).toEqual({
      create: "Nuova piattaforma",
      edit: "Modifica piattaforma",
      createLabel: "Crea piattaforma",
    });
  });
});

describe("dialogTexts", () => {
  it("gives the titles and the toasts, whose subject is the noun with a capital", () => {
    const texts = dialogTexts({ noun: "hero variant", feminine: true });
    expect(texts.titles.create).toBe("Nuova hero variant");
    expect(texts.toasts).toEqual({
      created: "Hero variant creata",
      updated: "Hero variant aggiornata",
    });
  });

  it("passes the toasts' ending and error words on", () => {
    const { toasts } = dialogTexts({ noun: "partner", suffix: " con successo", of: "del partner" });
    expect(toasts.created).toBe("Partner creato con successo");
    expect(toasts.failed?.(false)).toBe("Errore nell'aggiornamento del partner");
  });
});
