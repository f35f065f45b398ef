import { describe, expect, it } from "vitest";
import { contactSchema } from "../contact.schema";
import {
  defaultServiceFor,
  quoteDefaults,
  quotePayload,
  quoteProblems,
  type QuoteFormValues,
} from "./quote-form-rules";

const filled: QuoteFormValues = {
  ...quoteDefaults("Consulenza IT"),
  name: "Giulia Bertoldi",
  email: "giulia@example.it",
  budget: "€5.000 - €10.000",
  timeline: "1-3 mesi",
  message: "Vorremmo un gestionale per il magazzino.",
  privacy: true,
};

describe("quote form rules", () => {
  it("preselects the button's service, else 'Programmazione Software'", () => {
    expect(defaultServiceFor("Siti Internet")).toBe("Siti Internet");
    expect(defaultServiceFor("E-COMMERCE")).toBe("e-commerce");
    expect(defaultServiceFor(undefined)).toBe("Programmazione Software");
    expect(defaultServiceFor("Qualcosa di nuovo")).toBe("Programmazione Software");
    expect(quoteDefaults("Altro")).toMatchObject({ service: "Altro", privacy: false, website: "" });
  });

  it("accepts a complete form, company being optional", () => {
    expect(quoteProblems(filled)).toEqual({});
  });

  it("reports every missing required field and the unticked privacy box as 'required'", () => {
    const problems = quoteProblems({ ...quoteDefaults(""), company: "ACME" });
    expect(Object.keys(problems).sort()).toEqual(
      ["budget", "email", "message", "name", "privacy", "service", "timeline"].sort(),
    );
    expect(Object.values(problems).every((p) => p?.type === "required")).toBe(true);
    expect(quoteProblems({ ...filled, name: "   " }).name?.type).toBe("required");
  });

  it("applies the shared schema to the visitor's text, in Italian", () => {
    const problems = quoteProblems({
      ...filled,
      name: "A",
      email: "non-una-email",
      message: "Breve",
    });
    expect(problems).toEqual({
      name: { type: "invalid", message: "Il nome deve avere almeno 2 caratteri" },
      email: { type: "invalid", message: "Inserisci un indirizzo email valido" },
      message: { type: "invalid", message: "Il messaggio deve avere almeno 10 caratteri" },
    });
  });

  it("sends the details block inside the message, with the budget also as a field", () => {
    const payload = quotePayload({
      ...filled,
      company: "  Bertoldi Srl ",
      name: " Giulia Bertoldi ",
    });
    expect(payload).toEqual({
      name: "Giulia Bertoldi",
      email: "giulia@example.it",
      company: "Bertoldi Srl",
      budget: "€5.000 - €10.000",
      message: [
        "Vorremmo un gestionale per il magazzino.",
        "",
        "Dettagli richiesta:",
        "- Servizio: Consulenza IT",
        "- Budget: €5.000 - €10.000",
        "- Tempistiche: 1-3 mesi",
      ].join("\n"),
      website: "",
    });
    expect(contactSchema.safeParse(payload).success).toBe(true);
    expect(quotePayload({ ...filled, website: "spam" }).website).toBe("spam");
  });
});
