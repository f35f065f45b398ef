import { describe, expect, it } from "vitest";
import { contactPreview, replyMailto, type AdminContact } from "./contact-inbox";

const base = { company: null, budget: null, isRead: false, createdAt: "2026-03-01T09:00:00Z" };
const contacts: AdminContact[] = [
  {
    ...base,
    id: 1,
    name: "Giulia Bertoldi",
    email: "giulia@cantinabertoldi.it",
    company: "Cantina Bertoldi",
    budget: "€5.000 - €10.000",
    message: "Vorremmo un nuovo e-commerce per i nostri vini.",
  },
  {
    ...base,
    id: 2,
    name: "Luca Zanetti",
    email: "luca.zanetti@example.it",
    message: "Invio la mia candidatura come sviluppatore.",
    isRead: true,
  },
  {
    ...base,
    id: 3,
    name: "Sara Pellegrini",
    email: "sara@studiopellegrini.it",
    company: "Studio Pellegrini",
    message: "Avete assistenza sui server il sabato mattina?",
  },
];

describe("contactPreview", () => {
  it("keeps short messages and cuts long ones at 100 characters with an ellipsis", () => {
    expect(contactPreview("  Breve domanda.  ")).toBe("Breve domanda.");
    const exact = "è".repeat(100);
    expect(contactPreview(exact)).toBe(exact);
    const long = "a".repeat(99) + " bcd";
    expect(contactPreview(long)).toBe(`${"a".repeat(99)}…`);
    expect(Array.from(contactPreview("€".repeat(150)))).toHaveLength(101);
  });
});

describe("replyMailto", () => {
  it("writes to the sender with a 'Re: ...' subject that fits the category", () => {
    const quote = replyMailto(contacts[0]!);
    expect(quote.startsWith("mailto:giulia@cantinabertoldi.it?subject=")).toBe(true);
    expect(decodeURIComponent(quote.split("subject=")[1]!)).toBe(
      "Re: La tua richiesta di preventivo",
    );
    expect(decodeURIComponent(replyMailto(contacts[1]!).split("subject=")[1]!)).toBe(
      "Re: La tua candidatura",
    );
    expect(decodeURIComponent(replyMailto(contacts[2]!).split("subject=")[1]!)).toBe(
      "Re: Il tuo messaggio",
    );
  });
});
