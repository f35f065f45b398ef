import { describe, expect, it } from "vitest";
import { stripQuotedHistory, ticketTitleOfSubject } from "./quoted-history";

describe("stripQuotedHistory", () => {
  it("cuts at the Italian and English introductions, also wrapped over two lines", () => {
    expect(
      stripQuotedHistory(
        "Grazie!\n\nIl giorno lun 1 dic 2026 alle 10:00 Supporto <s@x.it> ha scritto:\n> vecchio",
      ),
    ).toBe("Grazie!");
    expect(
      stripQuotedHistory(
        "Thanks\r\nOn Mon, Dec 1, 2026 at 10:00 AM Support\r\n<s@x.it> wrote:\r\n> old",
      ),
    ).toBe("Thanks");
  });

  it("drops quoted lines, the signature and an Outlook header block", () => {
    expect(
      stripQuotedHistory("> citato\nRisposta\n>> ancora\nseconda riga\n-- \nMario Rossi\nTel. 045"),
    ).toBe("Risposta\nseconda riga");
    expect(
      stripQuotedHistory(
        "Va bene.\n\nDa: Supporto <s@x.it>\nInviato: lunedì 1 dicembre 2026\nA: Mario",
      ),
    ).toBe("Va bene.");
    expect(stripQuotedHistory("Sopra\n-----Messaggio originale-----\nSotto")).toBe("Sopra");
  });

  it("keeps a text without history as it is, trimmed", () => {
    expect(stripQuotedHistory("  Riga uno\nRiga due  \n\n")).toBe("Riga uno\nRiga due");
    expect(stripQuotedHistory("> solo citazioni")).toBe("");
  });
});

describe("ticketTitleOfSubject", () => {
  it("removes reply and forward prefixes and the ticket tag, repeated", () => {
    expect(ticketTitleOfSubject("Re: R: [#12] Fwd: Stampante")).toBe("Stampante");
    expect(ticketTitleOfSubject("I: Rinnovo dominio")).toBe("Rinnovo dominio");
    expect(ticketTitleOfSubject("Ricevuta fiscale")).toBe("Ricevuta fiscale");
  });
});
