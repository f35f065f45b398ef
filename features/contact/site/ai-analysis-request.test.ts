import { describe, expect, expectTypeOf, it } from "vitest";
import { contactSchema } from "#features/contact/contact.schema";
import {
  aiAnalysisDefaults,
  aiAnalysisMessages,
  analysisRequestPayload,
  normalizeSiteUrl,
  sendErrorMessage,
} from "./ai-analysis-request";
import { aiAnalysisSchema, type AiAnalysisSchemaValues } from "./ai-analysis-schema";
import type { AiAnalysisValues } from "./ai-analysis-request";

const valid = {
  ...aiAnalysisDefaults,
  siteUrl: "www.cantinacorteantica.it",
  name: "Giulia Rossi",
  email: "giulia@example.it",
  privacy: true,
};

const messagesOf = (values: unknown) => {
  const result = aiAnalysisSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe("normalizeSiteUrl", () => {
  it("accepts web addresses with or without scheme", () => {
    expect(normalizeSiteUrl("www.example.it")).toBe("https://www.example.it");
    expect(normalizeSiteUrl("  http://example.com/negozio?x=1 ")).toBe(
      "http://example.com/negozio?x=1",
    );
    expect(normalizeSiteUrl("https://sub.example.co.uk/")).toBe("https://sub.example.co.uk");
  });

  it("refuses what is not a public web address", () => {
    for (const value of [
      "",
      "ciao",
      "localhost",
      "ftp://example.it",
      "javascript:alert(1)",
      "https://user:pw@example.it",
      "sito.c",
      "due parole.it",
      "example.123",
    ]) {
      expect(normalizeSiteUrl(value), value).toBeNull();
    }
  });
});

describe("aiAnalysisSchema", () => {
  it("accepts a complete request", () => {
    expect(aiAnalysisSchema.safeParse(valid).success).toBe(true);
  });

  it("explains each problem in Italian", () => {
    expect(messagesOf({ ...aiAnalysisDefaults })).toEqual({
      siteUrl: aiAnalysisMessages.urlRequired,
      name: "Il nome deve avere almeno 2 caratteri",
      email: "Inserisci un indirizzo email valido",
      privacy: aiAnalysisMessages.privacy,
    });
    expect(messagesOf({ ...valid, siteUrl: "non è un sito" })).toEqual({
      siteUrl: aiAnalysisMessages.urlInvalid,
    });
    expect(messagesOf({ ...valid, notes: "x".repeat(2001) })).toEqual({
      notes: aiAnalysisMessages.notesTooLong,
    });
  });
});

describe("analysisRequestPayload", () => {
  it("composes the contact message from the address and the notes", () => {
    const payload = analysisRequestPayload({
      ...valid,
      notes: "  Vorremmo più richieste dal sito.  ",
    });
    expect(payload.message).toBe(
      "Richiesta di analisi gratuita del sito con AI per: https://www.cantinacorteantica.it\n\nNote del richiedente:\nVorremmo più richieste dal sito.",
    );
    expect(payload).toMatchObject({
      name: "Giulia Rossi",
      email: "giulia@example.it",
      website: "",
    });
    expect(contactSchema.safeParse(payload).success).toBe(true);
  });

  it("leaves out the notes block when there are none and keeps the honeypot as typed", () => {
    const payload = analysisRequestPayload({ ...valid, website: "spam" });
    expect(payload.message).toBe(
      "Richiesta di analisi gratuita del sito con AI per: https://www.cantinacorteantica.it",
    );
    expect(payload.website).toBe("spam");
  });
});

describe("sendErrorMessage", () => {
  it("reads the server message of a failed call, in Italian", () => {
    expect(sendErrorMessage(new Error('429: {"message":"Troppe richieste"}'))).toBe(
      "Troppe richieste",
    );
    expect(
      sendErrorMessage(
        new Error('400: {"message":"Please enter a valid email address","issues":[]}'),
      ),
    ).toBe("Inserisci un indirizzo email valido");
  });

  it("gives null when there is no usable message", () => {
    expect(sendErrorMessage(new Error("500: <html>Errore</html>"))).toBeNull();
    expect(sendErrorMessage(new Error("Failed to fetch"))).toBeNull();
    expect(sendErrorMessage("boom")).toBeNull();
  });
});

it("the form's values type is the schema's input", () => {
  expectTypeOf<AiAnalysisValues>().toEqualTypeOf<AiAnalysisSchemaValues>();
});
