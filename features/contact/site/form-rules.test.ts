import { describe, expect, it } from "vitest";
import { contactSchema } from "../contact.schema";
import { contactDefaults, contactPayload } from "./contact-form-rules";
import { contactProblems } from "./contact-problems";
import { hasMissingFields, problemsResolver, serverErrorMessage } from "./form-rules";

const filled = {
  ...contactDefaults,
  name: "Marco Zanetti",
  email: "marco@example.it",
  message: "Vorrei informazioni sui vostri servizi cloud.",
};

describe("contact form rules", () => {
  it("requires name, email and message; company and terms are not text rules", () => {
    expect(contactProblems(filled)).toEqual({});
    const problems = contactProblems(contactDefaults);
    expect(Object.keys(problems).sort()).toEqual(["email", "message", "name"]);
    expect(hasMissingFields(problems)).toBe(true);
  });

  it("shows the shared schema's messages in Italian", () => {
    const problems = contactProblems({ ...filled, email: "marco@", message: "Ciao" });
    expect(problems).toEqual({
      email: { type: "invalid", message: "Inserisci un indirizzo email valido" },
      message: { type: "invalid", message: "Il messaggio deve avere almeno 10 caratteri" },
    });
    expect(hasMissingFields(problems)).toBe(false);
  });

  it("sends name, email, company, message, an empty budget and the honeypot", () => {
    const payload = contactPayload({ ...filled, company: " Zanetti Snc " });
    expect(payload).toEqual({
      name: "Marco Zanetti",
      email: "marco@example.it",
      company: "Zanetti Snc",
      message: "Vorrei informazioni sui vostri servizi cloud.",
      budget: "",
      website: "",
    });
    expect(contactSchema.parse(payload)).toMatchObject({ budget: null });
  });

  it("turns problems into react-hook-form errors", async () => {
    const resolver = problemsResolver(contactProblems);
    const ok = await resolver(filled, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok).toEqual({ values: filled, errors: {} });
    const bad = await resolver({ ...filled, name: "" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad).toEqual({
      values: {},
      errors: { name: { type: "required", message: "Inserisci il tuo nome" } },
    });
  });
});

describe("serverErrorMessage", () => {
  const failure = (text: string) => new Error(text);

  it("reads the message of a JSON error body, in Italian when the spec gives the words", () => {
    expect(
      serverErrorMessage(
        failure('429: {"message":"Troppe richieste. Riprova tra qualche minuto."}'),
      ),
    ).toBe("Troppe richieste. Riprova tra qualche minuto.");
    expect(
      serverErrorMessage(
        failure('400: {"message":"Name must be at least 2 characters","issues":[]}'),
      ),
    ).toBe("Il nome deve avere almeno 2 caratteri");
  });

  it("gives null when there is no usable message", () => {
    expect(serverErrorMessage(failure("500: Internal Server Error"))).toBeNull();
    expect(serverErrorMessage(failure('400: {"message":"  "}'))).toBeNull();
    expect(serverErrorMessage(failure("Failed to fetch"))).toBeNull();
    expect(serverErrorMessage("400: x")).toBeNull();
  });
});
