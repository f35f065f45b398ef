import { describe, expect, it } from "vitest";
import {
  budgetOptions,
  buildQuoteMessage,
  contactMessageToItalian,
  contactSchema,
  isQuoteRequest,
  serviceOptions,
  timelineOptions,
} from "./contact.schema";

const valid = {
  name: "Anna Ferrari",
  email: "anna.ferrari@example.it",
  message: "Avremmo bisogno di una consulenza sul passaggio al cloud.",
};

function messages(input: unknown) {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("contactSchema", () => {
  it("accepts a minimal message, trims text and turns blank optional fields into null", () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: "  Anna Ferrari ",
      company: " ",
      budget: "",
    });
    expect(parsed).toEqual({ ...valid, company: null, budget: null });
    expect(
      contactSchema.parse({ ...valid, company: "Ferrari Logistica", budget: "Da definire" }),
    ).toMatchObject({
      company: "Ferrari Logistica",
      budget: "Da definire",
    });
  });

  it("uses the spec's messages verbatim", () => {
    expect(messages({ ...valid, email: "anna@" })).toEqual(["Please enter a valid email address"]);
    expect(messages({ ...valid, name: "A" })).toEqual(["Name must be at least 2 characters"]);
    expect(messages({ ...valid, message: "Ciao" })).toEqual([
      "Message must be at least 10 characters",
    ]);
    expect(messages({})).toEqual([
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Message must be at least 10 characters",
    ]);
  });

  it("enforces the stored column limits with Italian messages", () => {
    expect(messages({ ...valid, name: "n".repeat(256) })).toEqual([
      "Il nome può contenere al massimo 255 caratteri",
    ]);
    expect(messages({ ...valid, email: `${"a".repeat(250)}@example.it` })).toEqual([
      "L'indirizzo email può contenere al massimo 255 caratteri",
    ]);
    expect(messages({ ...valid, company: "c".repeat(256) })).toEqual([
      "Il nome dell'azienda può contenere al massimo 255 caratteri",
    ]);
    expect(messages({ ...valid, budget: "b".repeat(101) })).toEqual([
      "Il budget può contenere al massimo 100 caratteri",
    ]);
    expect(messages({ ...valid, message: "m".repeat(10_001) })).toEqual([
      "Il messaggio può contenere al massimo 10.000 caratteri",
    ]);
    expect(messages({ ...valid, message: "m".repeat(10_000) })).toEqual([]);
  });

  it("has Italian display texts for the spec's messages", () => {
    expect(contactMessageToItalian("Please enter a valid email address")).toBe(
      "Inserisci un indirizzo email valido",
    );
    expect(contactMessageToItalian("Name must be at least 2 characters")).toBe(
      "Il nome deve avere almeno 2 caratteri",
    );
    expect(contactMessageToItalian("Message must be at least 10 characters")).toBe(
      "Il messaggio deve avere almeno 10 caratteri",
    );
    expect(contactMessageToItalian("Il budget può contenere al massimo 100 caratteri")).toBe(
      "Il budget può contenere al massimo 100 caratteri",
    );
  });
});

describe("buildQuoteMessage", () => {
  it("appends the 'Dettagli richiesta:' block after a blank line", () => {
    expect(
      buildQuoteMessage({
        message: "Vorremmo un sito nuovo per la cantina.\n",
        service: "Siti Internet",
        budget: "€5.000 - €10.000",
        timeline: "1-3 mesi",
      }),
    ).toBe(
      [
        "Vorremmo un sito nuovo per la cantina.",
        "",
        "Dettagli richiesta:",
        "- Servizio: Siti Internet",
        "- Budget: €5.000 - €10.000",
        "- Tempistiche: 1-3 mesi",
      ].join("\n"),
    );
  });

  it("writes 'Non indicato' for a missing detail and is recognised as a quote", () => {
    const message = buildQuoteMessage({ message: "Serve un preventivo.", service: "Altro" });
    expect(message).toContain("- Budget: Non indicato\n- Tempistiche: Non indicato");
    expect(isQuoteRequest({ message })).toBe(true);
    expect(isQuoteRequest({ message: "Una domanda generica sul supporto." })).toBe(false);
    expect(
      isQuoteRequest({ message: "Una domanda generica sul supporto.", budget: "Da definire" }),
    ).toBe(true);
  });

  it("offers the spec's options", () => {
    expect(serviceOptions).toHaveLength(7);
    expect(budgetOptions[0]).toBe("€1.000 - €5.000");
    expect(timelineOptions).toEqual([
      "Entro 1 mese",
      "1-3 mesi",
      "3-6 mesi",
      "6+ mesi",
      "Da definire",
    ]);
  });
});
