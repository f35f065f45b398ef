import { describe, expect, it } from "vitest";
import { slugify, solutionSchema } from "./solutions.schema";

describe("slugify", () => {
  it("lowercases, drops other characters, turns spaces into single hyphens", () => {
    expect(slugify("Gestionale Cantine")).toBe("gestionale-cantine");
    expect(slugify("  CRM & Vendite 2.0!  ")).toBe("crm-vendite-20");
    expect(slugify("Prenota -- il   tavolo")).toBe("prenota-il-tavolo");
    expect(slugify("Caffè Società")).toBe("caffe-societa");
    expect(slugify("-Già pronto-")).toBe("gia-pronto");
    expect(slugify("!!!")).toBe("");
  });

  it("gives slugs that the schema accepts", () => {
    for (const name of ["Gestionale Cantine", "CRM & Vendite 2.0", "Caffè Società"]) {
      expect(solutionSchema.shape.slug.safeParse(slugify(name)).success, name).toBe(true);
    }
  });
});

describe("solution schema", () => {
  it("drops empty use-case rows and refuses half-filled ones", () => {
    const base = {
      name: "Agenda",
      slug: "agenda",
      shortDescription: "Appuntamenti online.",
      longDescription: "Prenotazioni, promemoria e calendario condiviso.",
    };
    const parsed = solutionSchema.parse({
      ...base,
      useCases: [
        { title: "", description: " " },
        { title: " Studio medico ", description: "Visite prenotate dal sito." },
      ],
    });
    expect(parsed.useCases).toEqual([
      { title: "Studio medico", description: "Visite prenotate dal sito." },
    ]);
    const half = solutionSchema.safeParse({
      ...base,
      useCases: [{ title: "", description: "Solo descrizione" }],
    });
    expect(half.error?.issues[0]?.message).toBe(
      "Ogni caso d'uso richiede un titolo e una descrizione",
    );
  });
});
