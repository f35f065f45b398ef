import { contactCategory, type ContactCategory } from "./contact.schema";

/**
 * The contacts inbox of the back office (../shared/spec/back-office.md §2 "Contacts tab"): the
 * message as the admin API gives it, the filters' labels and the pure rules of a message (preview,
 * reply link); the server searches, filters and counts (contact-inbox.server.ts, decision 023).
 * Browser-safe.
 */
export type AdminContact = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  budget: string | null;
  message: string;
  isRead: boolean;
  /** ISO date-time. */
  createdAt: string;
};

type CategoryFilter = "all" | ContactCategory;
type ReadFilter = "all" | "unread" | "read";

export const CONTACT_NOT_FOUND = "Contatto non trovato";

export const categoryLabels: Record<ContactCategory, string> = {
  quote: "Preventivo",
  job: "Candidatura",
  general: "Generale",
};

export const categoryFilterLabels: Record<CategoryFilter, string> = {
  all: "Tutte le categorie",
  quote: "Preventivi",
  job: "Candidature",
  general: "Generali",
};

export const readFilterLabels: Record<ReadFilter, string> = {
  all: "Tutti",
  unread: "Da leggere",
  read: "Letti",
};

/** Message previews are cut at this many characters (../shared/spec/back-office.md §9). */
export const CONTACT_PREVIEW_LENGTH = 100;

/** The first 100 characters of a message, with an ellipsis when something was cut. */
export function contactPreview(message: string, max = CONTACT_PREVIEW_LENGTH): string {
  const chars = Array.from(message.trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("");
}

export type ContactCounts = Record<"total" | "unread" | ContactCategory, number>;

const replySubjects: Record<ContactCategory, string> = {
  quote: "La tua richiesta di preventivo",
  job: "La tua candidatura",
  general: "Il tuo messaggio",
};

/** The reply-by-e-mail link: 'mailto:' with the subject 'Re: ...'. */
export function replyMailto(contact: Pick<AdminContact, "email" | "message" | "budget">): string {
  const subject = `Re: ${replySubjects[contactCategory(contact)]}`;
  const address = encodeURIComponent(contact.email).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
