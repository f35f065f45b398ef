import { describe, expect, it } from "vitest";
import { contactCategory, type ContactCategory } from "./contact.schema";

/** ../shared/spec/back-office.md §4: the derivation table of the contacts inbox. */
const table: [string, { message: string; budget?: string | null }, ContactCategory][] = [
  [
    "details block",
    { message: "Serve un sito.\n\nDettagli richiesta:\n- Servizio: Siti Internet" },
    "quote",
  ],
  ["budget given", { message: "Vorrei un gestionale.", budget: "€5.000 - €10.000" }, "quote"],
  [
    "quote wins over job words",
    { message: "Candidatura e lavoro, cv allegato", budget: "Da definire" },
    "quote",
  ],
  ["blank budget is no budget", { message: "Domanda sul supporto.", budget: "  " }, "general"],
  ["null budget", { message: "Domanda sul supporto.", budget: null }, "general"],
  ["details heading is case-sensitive", { message: "dettagli richiesta: nessuno" }, "general"],
  ["candidatura", { message: "Invio la mia candidatura spontanea." }, "job"],
  ["CANDIDATURA uppercase", { message: "CANDIDATURA PER SVILUPPATORE" }, "job"],
  ["lavoro", { message: "Cerco lavoro come sistemista." }, "job"],
  ["Lavoro capitalised", { message: "Lavoro a Verona?" }, "job"],
  ["cv", { message: "Allego il mio CV aggiornato." }, "job"],
  ["cv inside a word", { message: "Ho letto l'articolo sul tema CVE-2024." }, "job"],
  ["plain question", { message: "Avete assistenza il sabato?" }, "general"],
  ["empty message", { message: "" }, "general"],
];

describe("contactCategory", () => {
  it.each(table)("%s", (_name, contact, expected) => {
    expect(contactCategory(contact)).toBe(expected);
  });
});
