import { describe, expect, it } from "vitest";
import {
  contactPreview,
  countContacts,
  filterContacts,
  matchesSearch,
  replyMailto,
  type AdminContact,
} from "./contact-inbox";

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

const ids = (list: AdminContact[]) => list.map((c) => c.id);

describe("matchesSearch", () => {
  it("looks in name, email, message and company, ignoring case and spaces around", () => {
    expect(matchesSearch(contacts[0]!, "  BERTOLDI ")).toBe(true);
    expect(matchesSearch(contacts[1]!, "zanetti@")).toBe(true);
    expect(matchesSearch(contacts[2]!, "SABATO")).toBe(true);
    expect(matchesSearch(contacts[2]!, "studio pell")).toBe(true);
    expect(matchesSearch(contacts[1]!, "cantina")).toBe(false);
    expect(matchesSearch(contacts[1]!, "")).toBe(true);
  });
});

describe("filterContacts", () => {
  it("combines search, category and read filters", () => {
    const all = { search: "", category: "all", read: "all" } as const;
    expect(ids(filterContacts(contacts, all))).toEqual([1, 2, 3]);
    expect(ids(filterContacts(contacts, { ...all, category: "quote" }))).toEqual([1]);
    expect(ids(filterContacts(contacts, { ...all, category: "job" }))).toEqual([2]);
    expect(ids(filterContacts(contacts, { ...all, category: "general" }))).toEqual([3]);
    expect(ids(filterContacts(contacts, { ...all, read: "unread" }))).toEqual([1, 3]);
    expect(ids(filterContacts(contacts, { ...all, read: "read" }))).toEqual([2]);
    expect(ids(filterContacts(contacts, { ...all, search: "it", read: "unread" }))).toEqual([1, 3]);
    expect(ids(filterContacts(contacts, { search: "vini", category: "job", read: "all" }))).toEqual(
      [],
    );
  });
});

describe("countContacts", () => {
  it("counts the whole inbox: total, unread and per category", () => {
    expect(countContacts(contacts)).toEqual({ total: 3, unread: 2, quote: 1, job: 1, general: 1 });
    expect(countContacts([])).toEqual({ total: 0, unread: 0, quote: 0, job: 0, general: 0 });
  });
});

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
